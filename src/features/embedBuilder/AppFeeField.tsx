import { t } from '@lingui/core/macro'
import { formatBps } from '../../lib/format'
import { MAX_APP_FEE_BPS } from '../../transfer/fees/appFeePolicy'
import { Field } from '../../ui/Field'
import { TextInput } from '../../ui/inputs'
import type { Draft } from './embedDraft'

type Fee = { recipient: string; bps: number }

/**
 * The site's fee (`appFees`, its first entry) and the name the review gives it (`siteName`). The note says what the
 * option is worth: a host page sees and changes it, so only the site server's fees bind.
 */
export function AppFeeField(props: { draft: Draft; set: (patch: Partial<Draft>) => void }) {
  const { draft, set } = props
  const [first, ...rest] = draft.appFees ?? []
  const setFee = (patch: Partial<Fee>) => {
    const fee = { ...first, ...patch } as Partial<Fee>
    const empty = !fee.recipient && fee.bps === undefined
    // A half-filled fee stays in the options, so that the check names what is missing.
    const fees = [...(empty ? [] : [fee as Fee]), ...rest]
    set({ appFees: fees.length ? fees : undefined })
  }
  const examplePercent = formatBps(50)
  const maxPercent = formatBps(MAX_APP_FEE_BPS)
  return (
    <fieldset className="min-w-0 space-y-2 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">
        {t({ id: 'embedBuilder.appFee.legend', message: 'App fee' })}
      </legend>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <Field label={t({ id: 'embedBuilder.appFee.recipient', message: 'Fee recipient' })}>
          {(control) => (
            <TextInput
              {...control}
              compact
              mono
              dir="ltr"
              value={first?.recipient ?? ''}
              onChange={(e) => setFee({ recipient: e.target.value.trim() || undefined })}
              placeholder={t({ id: 'embedBuilder.appFee.recipient.placeholder', message: '0x… (none)' })}
            />
          )}
        </Field>
        <Field label={t({ id: 'embedBuilder.appFee.bps', message: 'Fee (basis points)' })}>
          {(control) => (
            <TextInput
              {...control}
              compact
              dir="ltr"
              inputMode="numeric"
              value={first?.bps ?? ''}
              onChange={(e) => setFee({ bps: e.target.value === '' ? undefined : Number(e.target.value) })}
              placeholder="50"
            />
          )}
        </Field>
      </div>
      <Field
        label={t({
          id: 'embedBuilder.appFee.siteName',
          message: `Site name (the review says “Includes a ${examplePercent} fee to …”)`,
        })}
      >
        {(control) => (
          <TextInput
            {...control}
            compact
            value={draft.siteName ?? ''}
            onChange={(e) => set({ siteName: e.target.value.trim() || undefined })}
            placeholder={t({ id: 'embedBuilder.appFee.siteName.placeholder', message: 'this site' })}
          />
        )}
      </Field>
      <p className="text-xs text-slate-600" data-testid="app-fee-note">
        {t({
          id: 'embedBuilder.appFee.note',
          message: `Only binding through the site server: in the embed's options the host page can see and change the fee. A site server configured with fees replaces whatever a browser sends. Ferry refuses fees above ${maxPercent} in all.`,
        })}
      </p>
    </fieldset>
  )
}
