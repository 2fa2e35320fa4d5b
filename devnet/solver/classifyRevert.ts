import { type Abi, type Address, decodeErrorResult, type Hex } from 'viem'
import type { FailReason } from '../../src/api/schemas'
import { depositoryAbi } from '../contracts/depositoryAbi'
import { poolAbi } from '../contracts/poolAbi'
import { routerAbi } from '../contracts/routerAbi'
import { tokenAbi } from '../contracts/tokenAbi'
import { vaultAbi } from '../contracts/vaultAbi'
import type { FillTransaction } from '../orders/buildFillTransaction'

/** Every custom error of the devnet contracts; viem adds Error(string) and Panic(uint256). */
const ERRORS_ABI = [...routerAbi, ...poolAbi, ...vaultAbi, ...tokenAbi, ...depositoryAbi].filter(
  (item) => item.type === 'error',
) as Abi

export interface DecodedRevert {
  /** The raw revert data (0x when there was none). */
  data: Hex
  /** Error name (`Error` for a require message, `Panic`), or null when the data matches no known error. */
  name: string | null
  args: string[]
  /** One line: `InsufficientAllowance()`, `Error("WETH: insufficient balance")`. */
  message: string
}

/** The status `details` of a fill that reverted (section 2.4 "decoded revert data"; 2.5 `failedCallData`). */
export interface RevertDetails {
  failedCallData: { from: Address; to: Address; data: Hex; value: string }
  /** Index into the request's `txs` when one of them failed; null when the solver's own part did. */
  callIndex: number | null
  revert: DecodedRevert
}

function decodeRevert(data: Hex | undefined): DecodedRevert {
  const raw = data && data.length >= 2 ? data : '0x'
  if (raw === '0x') return { data: '0x', name: null, args: [], message: 'reverted without data' }
  try {
    const decoded = decodeErrorResult({ abi: ERRORS_ABI, data: raw })
    const args = (decoded.args ?? []).map((a) =>
      typeof a === 'string' ? a : typeof a === 'bigint' ? a.toString() : JSON.stringify(a),
    )
    const name = decoded.errorName
    const message = name === 'Error' ? `Error(${JSON.stringify(args[0] ?? '')})` : `${name}(${args.join(', ')})`
    return { data: raw, name, args, message }
  } catch {
    return { data: raw, name: null, args: [], message: `unknown revert ${raw.slice(0, 10)}` }
  }
}

/**
 * The fail reason and status details of a fill that reverts with `data`.
 * A router `CallFailed(index, reason)` is unwrapped: the failed call is the
 * one at `index`, and its own revert decides the reason (an allowance error
 * of the token means the `txs` lacked or shortchanged an approval).
 */
export function classifyRevert(
  data: Hex | undefined,
  tx: FillTransaction,
  solver: Address,
): { failReason: FailReason; details: RevertDetails } {
  let revert = decodeRevert(data)
  let failedCallData: RevertDetails['failedCallData'] = {
    from: solver,
    to: tx.to,
    data: tx.data ?? '0x',
    value: tx.value.toString(),
  }
  let callIndex: number | null = null
  if (revert.name === 'CallFailed' && tx.routerCalls) {
    const index = Number(revert.args[0])
    const call = tx.routerCalls[index]
    if (call) {
      failedCallData = { from: tx.to, to: call.to, data: call.data, value: call.value.toString() }
      const offset = tx.userCallOffset ?? 0
      callIndex = index >= offset ? index - offset : null
    }
    revert = decodeRevert(revert.args[1] as Hex | undefined)
  }
  return { failReason: failReasonOfRevert(revert), details: { failedCallData, callIndex, revert } }
}

function failReasonOfRevert(revert: DecodedRevert): FailReason {
  const text = revert.name === 'Error' ? (revert.args[0] ?? '').toLowerCase() : ''
  if (revert.data === '0x') return 'MISSING_REVERT_DATA'
  if (revert.name === 'InsufficientAllowance' || text.includes('allowance')) return 'TRANSFER_AMOUNT_EXCEEDS_ALLOWANCE'
  if (revert.name === 'InsufficientBalance' || text.includes('insufficient balance'))
    return 'TRANSFER_AMOUNT_EXCEEDS_BALANCE'
  if (revert.name === 'TooLittleReceived') return 'TOO_LITTLE_RECEIVED'
  if (revert.name === 'ExcessiveInput') return 'SLIPPAGE'
  if (revert.name === 'InsufficientLiquidity') return 'INSUFFICIENT_POOL_LIQUIDITY'
  return 'EXECUTION_REVERTED'
}
