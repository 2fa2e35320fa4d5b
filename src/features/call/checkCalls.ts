import { t } from '@lingui/core/macro'
import { type Abi, decodeFunctionData, erc20Abi, type Hex, maxUint256 } from 'viem'
import { vaultAbi } from '../../api/vaultAbi'
import { checkAddress } from '../../lib/addresses'

/** A destination call as the person wrote it (section 2.1 `txs[]`). */
export type CallDraft = { to: string; value: string; data: string }

/**
 * A function that pulls tokens from its caller with transferFrom, so it needs
 * an earlier approval: which argument is the token and which the amount. The
 * spender is the called contract.
 */
export type SpendRule = {
  abi: Abi
  functionName: string
  tokenArg: number
  /** The amount argument; none when the call takes the caller's whole balance (only an unlimited approval is safe then). */
  amountArg?: number
  label: string
}

/** The devnet vault's deposit(token, amount, onBehalfOf). */
export const VAULT_DEPOSIT_RULE: SpendRule = {
  abi: vaultAbi,
  functionName: 'deposit',
  tokenArg: 0,
  amountArg: 1,
  label: 'deposit',
}

/** The devnet vault's depositAll(token, onBehalfOf): pulls the caller's whole balance. */
export const VAULT_DEPOSIT_ALL_RULE: SpendRule = {
  abi: vaultAbi,
  functionName: 'depositAll',
  tokenArg: 0,
  label: 'depositAll',
}

export type CallProblem = {
  /** The call it is about, or undefined for the whole request. */
  index: number | undefined
  field: 'to' | 'value' | 'data' | 'amount' | 'order'
  message: string
  /** A fix Ferry can apply for the person. */
  fix?:
    | { kind: 'set-amount'; amount: string }
    | { kind: 'insert-approval'; before: number; call: CallDraft; spender: string; amount: bigint }
    | { kind: 'set-value'; index: number; value: string }
}

/**
 * Checks destination calls before quoting. Rule 2.1.1: a call that spends a
 * token needs an earlier approve of that token to that spender, for at least
 * the amount (the last approve before it counts, as in ERC20). Rule 2.1.2:
 * the request amount equals the sum of the calls' values.
 */
export function checkCalls(args: {
  calls: CallDraft[]
  amount: string | undefined
  spendRules?: SpendRule[]
  /** What the transfer delivers to the calls. A token pays calls that only move tokens (every value 0); with the native currency, EXACT_OUTPUT's amount is the sum of the values. */
  output?: { isNative: boolean; symbol: string; tradeType: 'EXACT_INPUT' | 'EXACT_OUTPUT' }
}): CallProblem[] {
  const problems: CallProblem[] = []
  const rules = args.spendRules ?? [VAULT_DEPOSIT_RULE, VAULT_DEPOSIT_ALL_RULE]
  const allowance = new Map<string, bigint>() // `${token}:${spender}`
  let sum = 0n
  let valuesOk = true

  args.calls.forEach((call, index) => {
    const n = index + 1
    const to = checkAddress(call.to)
    if (!to.ok) {
      const problem = to.message
      problems.push({
        index,
        field: 'to',
        message: t({ id: 'call.check.target', message: `Call ${n}, target: ${problem}.` }),
      })
    }
    if (!/^(0|[1-9]\d*)$/.test(call.value.trim())) {
      valuesOk = false
      problems.push({
        index,
        field: 'value',
        message: t({
          id: 'call.check.value',
          message: `Call ${n}: the value must be a whole number of wei (use 0 for calls that only move tokens).`,
        }),
      })
    } else {
      const value = BigInt(call.value.trim())
      sum += value
      if (args.output && !args.output.isNative && value !== 0n) {
        const [wei, symbol] = [value.toString(), args.output.symbol]
        problems.push({
          index,
          field: 'value',
          message: t({
            id: 'call.check.valueWithToken',
            message: `Call ${n} sends ${wei} wei of native currency, but this transfer delivers ${symbol}: calls paid in a token only move tokens, so their value is 0.`,
          }),
          fix: { kind: 'set-value', index, value: '0' },
        })
      }
    }
    const data = call.data.trim()
    if (!/^0x([0-9a-fA-F]{2})*$/.test(data)) {
      problems.push({
        index,
        field: 'data',
        message: t({
          id: 'call.check.calldata',
          message: `Call ${n}: the calldata must be 0x followed by an even number of hex digits.`,
        }),
      })
      return
    }
    if (!to.ok || data.length < 10) return
    const target = to.address.toLowerCase()

    const approve = decode(erc20Abi, data)
    if (approve?.functionName === 'approve') {
      const [spender, amount] = approve.args as [string, bigint]
      allowance.set(`${target}:${spender.toLowerCase()}`, amount)
      return
    }
    for (const rule of rules) {
      const decoded = decode(rule.abi, data)
      if (!decoded || decoded.functionName !== rule.functionName) continue
      const token = String(decoded.args?.[rule.tokenArg]).toLowerCase()
      const amount = rule.amountArg === undefined ? maxUint256 : BigInt(decoded.args?.[rule.amountArg] as bigint)
      const key = `${token}:${target}`
      const approved = allowance.get(key) ?? 0n
      if (approved < amount) {
        const approval: CallDraft = { to: token, value: '0', data: encodeApprove(target, amount) }
        problems.push({
          index,
          field: 'order',
          message: approvalProblem({
            n,
            fn: rule.label,
            token,
            target,
            amount,
            approved,
            whole: rule.amountArg === undefined,
          }),
          fix: { kind: 'insert-approval', before: index, call: approval, spender: target, amount },
        })
      } else if (approved !== maxUint256) {
        allowance.set(key, approved - amount)
      }
    }
  })

  const amountRule = !args.output || (args.output.isNative && args.output.tradeType === 'EXACT_OUTPUT')
  if (amountRule && valuesOk && args.amount !== undefined && args.amount !== sum.toString()) {
    const [amount, total] = [args.amount, sum.toString()]
    problems.push({
      index: undefined,
      field: 'amount',
      message: t({
        id: 'call.check.amountSum',
        message: `The amount (${amount}) must equal the sum of the calls' values (${total}).`,
      }),
      fix: { kind: 'set-amount', amount: sum.toString() },
    })
  }
  return problems
}

/** Why call `n` (a `fn` that spends `token`) lacks the approval it needs from `target`. */
function approvalProblem(args: {
  n: number
  fn: string
  token: string
  target: string
  amount: bigint
  approved: bigint
  /** It takes the whole balance: only an unlimited approval will do. */
  whole: boolean
}): string {
  const { n, fn, token, target } = args
  const [amount, approved] = [args.amount.toString(), args.approved.toString()]
  if (args.whole) {
    const approval = `approve(${target}, max)`
    return t({
      id: 'call.check.needsUnlimitedApproval',
      message: `Call ${n} (${fn}) takes the whole balance of token ${token}, an amount known only at fill time, so ${target} needs an unlimited approval first. Add ${approval} on ${token} before call ${n}.`,
    })
  }
  if (args.approved === 0n) {
    const approval = `approve(${target}, ${amount})`
    return t({
      id: 'call.check.needsApproval',
      message: `Call ${n} (${fn}) spends token ${token} but no earlier call approves ${target} to spend it. Add ${approval} on ${token} before call ${n}.`,
    })
  }
  return t({
    id: 'call.check.approvalTooSmall',
    message: `Call ${n} (${fn}) spends ${amount} of token ${token} but the earlier approval to ${target} is only ${approved}. Approve at least ${amount}.`,
  })
}

function decode(abi: Abi, data: string) {
  try {
    return decodeFunctionData({ abi, data: data as Hex })
  } catch {
    return undefined
  }
}

function encodeApprove(spender: string, amount: bigint): string {
  return `0x095ea7b3${spender.slice(2).padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`
}
