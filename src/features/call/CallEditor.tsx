import { type Abi, maxUint256 } from 'viem'
import { Button } from '../../ui/Button'
import { Field } from '../../ui/Field'
import { Select, TextArea, TextInput } from '../../ui/inputs'
import { type AbiResult, callableFunctions, describeCalldata, PRESET_ABIS, type PresetId } from './abiTools'
import type { CallRow, RowCalldata } from './callBuilderState'
import type { CallProblem } from './checkCalls'
import { ProblemLine } from './ProblemLine'

const MAX_UINT = maxUint256.toString()

/** One destination call: target, value, calldata raw or from an ABI with typed arguments, read back decoded. */
export function CallEditor(props: {
  index: number
  count: number
  row: CallRow
  disabled: boolean
  contracts: Record<string, string>
  destinationToken: string | undefined
  knownAbis: Abi[]
  abi: AbiResult
  calldata: RowCalldata
  problems: CallProblem[]
  onChange: (row: CallRow) => void
  onMove: (by: -1 | 1) => void
  onRemove: () => void
  onFix: (p: CallProblem) => void
}) {
  const { row, index, abi, calldata } = props
  const n = index + 1
  const set = (patch: Partial<CallRow>) => props.onChange({ ...row, ...patch })
  const setArg = (i: number, value: string) => {
    const args = [...row.args]
    args[i] = value
    set({ args })
  }
  const functions = abi.ok
    ? callableFunctions(abi.abi).filter(
        (f) =>
          row.abi === 'custom' || (PRESET_ABIS[row.abi as PresetId].functions as readonly string[]).includes(f.name),
      )
    : []
  const fn = functions.find((f) => f.name === row.fn)
  const decoded = calldata.ok ? describeCalldata(calldata.data, props.knownAbis) : undefined
  const targets = [
    props.destinationToken && { label: 'Token', address: props.destinationToken },
    props.contracts.vault && { label: 'Vault', address: props.contracts.vault },
    props.contracts.router && { label: 'Router', address: props.contracts.router },
  ].filter(Boolean) as { label: string; address: string }[]

  return (
    <li aria-label={`Call ${n}`} data-testid={`call-${n}`} className="space-y-2 rounded-xl border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-800">Call {n}</h3>
        <div className="flex gap-1">
          <Button
            variant="small"
            disabled={props.disabled || index === 0}
            onClick={() => props.onMove(-1)}
            aria-label={`Move call ${n} up`}
          >
            Up
          </Button>
          <Button
            variant="small"
            disabled={props.disabled || index === props.count - 1}
            onClick={() => props.onMove(1)}
            aria-label={`Move call ${n} down`}
          >
            Down
          </Button>
          <Button
            variant="small"
            disabled={props.disabled}
            onClick={props.onRemove}
            aria-label={`Remove call ${n}`}
            className="text-red-800"
          >
            Remove
          </Button>
        </div>
      </div>
      <fieldset disabled={props.disabled} className="min-w-0 space-y-2">
        <div className="grid gap-2 sm:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
          <Field label="Target contract">
            {(control) => (
              <>
                <TextInput
                  {...control}
                  compact
                  mono
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
          <Field label="Value (wei)">
            {(control) => (
              <TextInput
                {...control}
                compact
                mono
                inputMode="numeric"
                value={row.value}
                onChange={(e) => set({ value: e.target.value })}
              />
            )}
          </Field>
        </div>
        <fieldset className="flex gap-3 text-sm">
          <legend className="sr-only">Calldata for call {n}</legend>
          <label className="flex items-center gap-1">
            <input type="radio" checked={row.mode === 'abi'} onChange={() => set({ mode: 'abi' })} /> From an ABI
          </label>
          <label className="flex items-center gap-1">
            <input
              type="radio"
              checked={row.mode === 'raw'}
              onChange={() => set({ mode: 'raw', data: calldata.ok ? calldata.data : row.data })}
            />{' '}
            Raw hex
          </label>
        </fieldset>
        {row.mode === 'raw' ? (
          <Field label="Calldata">
            {(control) => (
              <TextArea
                {...control}
                compact
                mono
                rows={3}
                value={row.data}
                onChange={(e) => set({ data: e.target.value })}
                className="text-xs break-all"
              />
            )}
          </Field>
        ) : (
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
                      {input.name || `argument ${i + 1}`}{' '}
                      <span className="font-mono text-slate-500">({input.type})</span>
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
        )}
        <p className="text-xs text-slate-600" data-testid={`call-${n}-decoded`}>
          {calldata.ok ? (
            decoded ? (
              <>
                Reads as <span className="font-mono break-all">{decoded}</span>
              </>
            ) : (
              <span className="font-mono break-all">
                {calldata.data.slice(0, 74)}
                {calldata.data.length > 74 ? '…' : ''}
              </span>
            )
          ) : (
            (calldata.message ?? 'Fill in the arguments.')
          )}
        </p>
      </fieldset>
      {props.problems.map((p) => (
        <ProblemLine key={p.message} problem={p} onFix={props.onFix} />
      ))}
    </li>
  )
}
