import { t } from '@lingui/core/macro'
import { Button } from '../../ui/Button'
import { Field } from '../../ui/Field'
import { TextInput } from '../../ui/inputs'
import type { CallRow } from './callBuilderState'

/** The call's target, with shortcuts to the contracts a call usually goes to, and the value it sends. */
export function CallTargetFields(props: {
  row: CallRow
  set: (patch: Partial<CallRow>) => void
  /** The destination token and the devnet's vault and router, by label. */
  targets: { label: string; address: string }[]
}) {
  const { row, set, targets } = props
  return (
    <div className="grid gap-2 sm:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
      <Field label={t({ id: 'call.target.label', message: 'Target contract' })}>
        {(control) => (
          <>
            <TextInput
              {...control}
              compact
              mono
              dir="ltr"
              value={row.to}
              onChange={(e) => set({ to: e.target.value })}
              placeholder="0x…"
            />
            {targets.length > 0 && (
              <div className="mt-1 flex flex-wrap gap-1">
                {targets.map((t) => (
                  <Button key={t.label} variant="small" onClick={() => set({ to: t.address })}>
                    {t.label}
                  </Button>
                ))}
              </div>
            )}
          </>
        )}
      </Field>
      <Field label={t({ id: 'call.value.label', message: 'Value (wei)' })}>
        {(control) => (
          <TextInput
            {...control}
            compact
            mono
            inputMode="numeric"
            dir="ltr"
            value={row.value}
            onChange={(e) => set({ value: e.target.value })}
          />
        )}
      </Field>
    </div>
  )
}
