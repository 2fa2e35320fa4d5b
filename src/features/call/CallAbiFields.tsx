import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { type AbiFunction, maxUint256 } from 'viem'
import { Field } from '../../ui/Field'
import { Select, TextArea, TextInput } from '../../ui/inputs'
import { type AbiResult, PRESET_ABIS } from './abiTools'
import type { CallRow, RowCalldata } from './callBuilderState'

const MAX_UINT = maxUint256.toString()

/** Calldata from an ABI: a preset or pasted ABI, one of its functions, and its arguments typed one by one. */
export function CallAbiFields(props: {
  row: CallRow
  set: (patch: Partial<CallRow>) => void
  abi: AbiResult
  /** The functions the row's ABI offers. */
  functions: AbiFunction[]
  calldata: RowCalldata
}) {
  const { row, set, abi, functions, calldata } = props
  const fn = functions.find((f) => f.name === row.fn)
  const setArg = (i: number, value: string) => {
    const args = [...row.args]
    args[i] = value
    set({ args })
  }
  return (
    <div className="space-y-2">
      <div className="grid gap-2 sm:grid-cols-2">
        <Field label={t({ id: 'call.abi.label', message: 'ABI' })}>
          {(control) => (
            <Select
              {...control}
              compact
              value={row.abi}
              onChange={(e) => {
                const next = e.target.value as CallRow['abi']
                set({ abi: next, fn: next === 'custom' ? '' : PRESET_ABIS[next].functions[0], args: [] })
              }}
            >
              {Object.entries(PRESET_ABIS).map(([key, preset]) => (
                <option key={key} value={key}>
                  {i18n._(preset.label)}
                </option>
              ))}
              <option value="custom">{t({ id: 'call.abi.custom', message: 'Paste a JSON ABI' })}</option>
            </Select>
          )}
        </Field>
        <Field label={t({ id: 'call.abi.function', message: 'Function' })}>
          {(control) => (
            <Select {...control} compact value={row.fn} onChange={(e) => set({ fn: e.target.value, args: [] })}>
              <option value="">{t({ id: 'call.abi.choose', message: 'Choose…' })}</option>
              {functions.map((f) => (
                <option key={`${f.name}(${f.inputs.length})`} value={f.name} dir="ltr">
                  {f.name}({f.inputs.map((i) => i.type).join(', ')})
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {row.abi === 'custom' && (
        <Field
          label={t({ id: 'call.abi.json', message: 'JSON ABI' })}
          error={!abi.ok && row.abiText ? abi.message : undefined}
        >
          {(control) => (
            <TextArea
              {...control}
              compact
              mono
              rows={3}
              dir="ltr"
              value={row.abiText}
              onChange={(e) => set({ abiText: e.target.value })}
              className="text-xs"
            />
          )}
        </Field>
      )}
      {fn?.inputs.map((input, i) => {
        const error = calldata.ok || row.args[i] === undefined ? undefined : calldata.argErrors[i]
        const position = i + 1
        return (
          <Field
            // biome-ignore lint/suspicious/noArrayIndexKey: a function's arguments are positional.
            key={i}
            label={
              <>
                {input.name || t({ id: 'call.abi.argument', message: `argument ${position}` })}{' '}
                <span className="font-mono text-slate-500" dir="ltr">
                  ({input.type})
                </span>
              </>
            }
            error={error}
          >
            {(control) => (
              <>
                <TextInput
                  {...control}
                  compact
                  mono
                  dir="ltr"
                  value={row.args[i] ?? ''}
                  onChange={(e) => setArg(i, e.target.value)}
                />
                {input.type === 'uint256' && (
                  <button
                    type="button"
                    onClick={() => setArg(i, MAX_UINT)}
                    className="mt-1 text-xs text-slate-600 underline"
                  >
                    {t({ id: 'call.abi.max', message: 'max' })}
                  </button>
                )}
              </>
            )}
          </Field>
        )
      })}
    </div>
  )
}
