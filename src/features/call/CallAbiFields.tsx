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
        <Field label="ABI">
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
                  {preset.label}
                </option>
              ))}
              <option value="custom">Paste a JSON ABI</option>
            </Select>
          )}
        </Field>
        <Field label="Function">
          {(control) => (
            <Select {...control} compact value={row.fn} onChange={(e) => set({ fn: e.target.value, args: [] })}>
              <option value="">Choose…</option>
              {functions.map((f) => (
                <option key={`${f.name}(${f.inputs.length})`} value={f.name}>
                  {f.name}({f.inputs.map((i) => i.type).join(', ')})
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {row.abi === 'custom' && (
        <Field label="JSON ABI" error={!abi.ok && row.abiText ? abi.message : undefined}>
          {(control) => (
            <TextArea
              {...control}
              compact
              mono
              rows={3}
              value={row.abiText}
              onChange={(e) => set({ abiText: e.target.value })}
              className="text-xs"
            />
          )}
        </Field>
      )}
      {fn?.inputs.map((input, i) => {
        const error = calldata.ok || row.args[i] === undefined ? undefined : calldata.argErrors[i]
        return (
          <Field
            // biome-ignore lint/suspicious/noArrayIndexKey: a function's arguments are positional.
            key={i}
            label={
              <>
                {input.name || `argument ${i + 1}`} <span className="font-mono text-slate-500">({input.type})</span>
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
                  value={row.args[i] ?? ''}
                  onChange={(e) => setArg(i, e.target.value)}
                />
                {input.type === 'uint256' && (
                  <button
                    type="button"
                    onClick={() => setArg(i, MAX_UINT)}
                    className="mt-1 text-xs text-slate-600 underline"
                  >
                    max
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
