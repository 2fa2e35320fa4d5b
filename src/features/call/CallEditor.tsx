import { t } from '@lingui/core/macro'
import type { Abi } from 'viem'
import { Field } from '../../ui/Field'
import { TextArea } from '../../ui/inputs'
import { type AbiResult, callableFunctions, PRESET_ABIS, type PresetId } from './abiTools'
import { CallAbiFields } from './CallAbiFields'
import { CalldataLine } from './CalldataLine'
import { CallEditorHeader } from './CallEditorHeader'
import { CallTargetFields } from './CallTargetFields'
import type { CallRow, RowCalldata } from './callBuilderState'
import type { CallProblem } from './checkCalls'
import { ProblemLine } from './ProblemLine'

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
  const rawMode = row.mode === 'raw'
  const set = (patch: Partial<CallRow>) => props.onChange({ ...row, ...patch })
  const functions = abi.ok
    ? callableFunctions(abi.abi).filter(
        (f) =>
          row.abi === 'custom' || (PRESET_ABIS[row.abi as PresetId].functions as readonly string[]).includes(f.name),
      )
    : []
  const targets = [
    props.destinationToken && {
      label: t({ id: 'call.target.token', message: 'Token' }),
      address: props.destinationToken,
    },
    props.contracts.vault && {
      label: t({ id: 'call.target.vault', message: 'Vault' }),
      address: props.contracts.vault,
    },
    props.contracts.router && {
      label: t({ id: 'call.target.router', message: 'Router' }),
      address: props.contracts.router,
    },
  ].filter(Boolean) as { label: string; address: string }[]

  return (
    <li
      aria-label={t({ id: 'call.editor.title', message: `Call ${n}` })}
      data-testid={`call-${n}`}
      className="space-y-2 rounded-xl border border-slate-200 p-3"
    >
      <CallEditorHeader
        index={index}
        count={props.count}
        disabled={props.disabled}
        onMove={props.onMove}
        onRemove={props.onRemove}
      />
      <fieldset disabled={props.disabled} className="min-w-0 space-y-2">
        <CallTargetFields row={row} set={set} targets={targets} />
        <fieldset className="flex gap-3 text-sm">
          <legend className="sr-only">
            {t({ id: 'call.editor.calldataLegend', message: `Calldata for call ${n}` })}
          </legend>
          <label className="flex items-center gap-1">
            <input type="radio" checked={row.mode === 'abi'} onChange={() => set({ mode: 'abi' })} />{' '}
            {t({ id: 'call.editor.fromAbi', message: 'From an ABI' })}
          </label>
          <label className="flex items-center gap-1">
            <input
              type="radio"
              checked={rawMode}
              onChange={() => set({ mode: 'raw', data: calldata.ok ? calldata.data : row.data })}
            />{' '}
            {t({ id: 'call.editor.rawHex', message: 'Raw hex' })}
          </label>
        </fieldset>
        {rawMode ? (
          <Field label={t({ id: 'call.editor.calldata', message: 'Calldata' })}>
            {(control) => (
              <TextArea
                {...control}
                compact
                mono
                rows={3}
                dir="ltr"
                value={row.data}
                onChange={(e) => set({ data: e.target.value })}
                className="text-xs break-all"
              />
            )}
          </Field>
        ) : (
          <CallAbiFields row={row} set={set} abi={abi} functions={functions} calldata={calldata} />
        )}
        <CalldataLine n={n} calldata={calldata} knownAbis={props.knownAbis} />
      </fieldset>
      {props.problems.map((p) => (
        <ProblemLine key={p.message} problem={p} onFix={props.onFix} />
      ))}
    </li>
  )
}
