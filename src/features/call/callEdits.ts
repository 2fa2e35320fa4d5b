import { parseAmount, toDecimalString } from '../../lib/amounts'
import { type CallBuilderState, type CallRow, emptyCall } from './callBuilderState'
import type { CallProblem } from './checkCalls'

/** The state after Ferry applies the fix a problem offers (no fix: unchanged). */
export function applyFix(
  state: CallBuilderState,
  problem: CallProblem,
  destinationDecimals: number | undefined,
): CallBuilderState {
  const fix = problem.fix
  if (!fix) return state
  if (fix.kind === 'insert-approval') {
    const approval = emptyCall({ to: fix.call.to, args: [fix.spender, fix.amount.toString()] })
    return { ...state, calls: [...state.calls.slice(0, fix.before), approval, ...state.calls.slice(fix.before)] }
  }
  if (fix.kind === 'set-value')
    return { ...state, calls: state.calls.map((row, i) => (i === fix.index ? { ...row, value: fix.value } : row)) }
  if (destinationDecimals === undefined) return state
  return { ...state, amount: toDecimalString(BigInt(fix.amount), destinationDecimals) }
}

/** `calls` with the call at `index` moved `by` places (up: -1, down: 1). */
export function moveCall(calls: readonly CallRow[], index: number, by: -1 | 1): CallRow[] {
  const next = [...calls]
  const [moved] = next.splice(index, 1)
  if (!moved) return next
  next.splice(index + by, 0, moved)
  return next
}

/** The example: approve the vault, then deposit into it for `user`, exact output of the amount (25 if none). */
export function vaultExample(args: {
  state: CallBuilderState
  vault: string
  token: { address: string; decimals: number }
  user: string
}): CallBuilderState {
  const amount = args.state.amount || '25'
  const parsed = parseAmount(amount, args.token.decimals)
  const units = parsed.ok ? parsed.value.toString() : '25'
  return {
    ...args.state,
    tradeType: 'EXACT_OUTPUT',
    amount,
    calls: [
      emptyCall({ to: args.token.address, abi: 'erc20', fn: 'approve', args: [args.vault, units] }),
      emptyCall({ to: args.vault, abi: 'vault', fn: 'deposit', args: [args.token.address, units, args.user] }),
    ],
  }
}
