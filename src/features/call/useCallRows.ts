import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import type { Abi } from 'viem'
import { type AbiResult, PRESET_ABIS } from './abiTools'
import { type CallRow, callDrafts, type RowCalldata, rowAbi, rowCalldata } from './callBuilderState'
import type { CallDraft } from './checkCalls'

/**
 * Each row's ABI and calldata, worked out once a render for the checks, the request and the editors, with the ABIs
 * Ferry knows to read calls back. Their messages (a pasted ABI's or an argument's mistake) follow the active language.
 */
export function useCallRows(calls: CallRow[]): {
  rowAbis: AbiResult[]
  encoded: RowCalldata[]
  drafts: CallDraft[]
  knownAbis: Abi[]
} {
  const { locale } = useLingui().i18n
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows' messages are read again in another language.
  const rowAbis = useMemo(() => calls.map(rowAbi), [calls, locale])
  const encoded = useMemo(() => calls.map((row, i) => rowCalldata(row, rowAbis[i])), [calls, rowAbis])
  const drafts = useMemo(() => callDrafts(calls, encoded), [calls, encoded])
  const knownAbis = useMemo(
    () => [
      ...Object.values(PRESET_ABIS).map((p) => p.abi),
      ...calls.flatMap((row, i) => (row.abi === 'custom' && rowAbis[i]!.ok ? [rowAbis[i]!.abi] : [])),
    ],
    [calls, rowAbis],
  )
  return { rowAbis, encoded, drafts, knownAbis }
}
