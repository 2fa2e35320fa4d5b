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

/**
 * The amount the example deposits when none is typed: large enough that the transfer's fixed fees are a small part
 * of it (at 25 they were 3.5%, and the example opened with a high price impact warning).
 */
export const EXAMPLE_AMOUNT = '100'

/** The example: approve the vault, then deposit into it for `user`, exact output of the amount (EXAMPLE_AMOUNT if none). */
export function vaultExample(args: {
  state: CallBuilderState
  vault: string
  token: { address: string; decimals: number }
  user: string
}): CallBuilderState {
  const parsed = parseAmount(args.state.amount, args.token.decimals)
  // An amount that is not one (empty, zero, malformed) is replaced by the example's own.
  const typed = parsed.ok && parsed.value > 0n
  const amount = typed ? args.state.amount : EXAMPLE_AMOUNT
  const units = typed
    ? parsed.value.toString()
    : (10n ** BigInt(args.token.decimals) * BigInt(EXAMPLE_AMOUNT)).toString()
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
