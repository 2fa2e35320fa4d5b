import { isTransactionStep, type QuoteResponse } from '../api/schemas/quote'
import { formatAmount } from '../lib/amounts'

export type PreflightProblem = { kind: 'balance' | 'gas'; message: string }

const isZeroAddress = (address: string | undefined) => !address || /^0x0{40}$/i.test(address)

/**
 * Checks, before the wallet opens, that the person can pay: the input amount
 * in the origin token, and the origin chain's native token for the deposit
 * gas (interface section 1.7). Says how much is missing.
 */
export function preflight(args: {
  quote: QuoteResponse
  chainName: string
  /** Balance of the origin currency; for a native origin, the native balance. */
  tokenBalance: bigint | undefined
  nativeBalance: bigint | undefined
}): PreflightProblem | undefined {
  const input = args.quote.details.currencyIn
  if (!input?.currency) return undefined
  const need = BigInt(input.amount)
  const gasFee = args.quote.fees.gas
  // A deposit by signature sends no transaction: the service pays the gas and takes it from the amount.
  const sendsTransactions = args.quote.steps.some(isTransactionStep)
  const gas = sendsTransactions && gasFee && isZeroAddress(gasFee.currency?.address) ? BigInt(gasFee.amount) : 0n
  const symbol = input.currency.symbol
  const fmt = (v: bigint, decimals: number) => formatAmount(v, decimals, 6)

  if (isZeroAddress(input.currency.address)) {
    if (args.nativeBalance === undefined) return undefined
    if (args.nativeBalance < need + gas) {
      const missing = need + gas - args.nativeBalance
      return {
        kind: args.nativeBalance >= need ? 'gas' : 'balance',
        message: `Not enough ${symbol} on ${args.chainName}: this needs ${fmt(need, 18)} ${symbol} plus about ${fmt(gas, 18)} ${symbol} for network gas. You are ${fmt(missing, 18)} ${symbol} short.`,
      }
    }
    return undefined
  }
  if (args.tokenBalance !== undefined && args.tokenBalance < need) {
    return {
      kind: 'balance',
      message: `Not enough ${symbol} on ${args.chainName}: you have ${fmt(args.tokenBalance, input.currency.decimals)}, this needs ${fmt(need, input.currency.decimals)}.`,
    }
  }
  if (args.nativeBalance !== undefined && args.nativeBalance < gas) {
    const gasSymbol = gasFee?.currency?.symbol ?? 'ETH'
    return {
      kind: 'gas',
      message: `You need about ${fmt(gas - args.nativeBalance, 18)} more ${gasSymbol} on ${args.chainName} to pay the network gas for the deposit.`,
    }
  }
  return undefined
}

/** Gas kept back by "Max" on a native token: twice the quoted deposit gas, at least 0.001. */
export function maxSpendable(args: { balance: bigint; isNative: boolean; quotedGas: bigint | undefined }): bigint {
  if (!args.isNative) return args.balance
  const floor = 10n ** 15n
  const reserve = args.quotedGas && args.quotedGas * 2n > floor ? args.quotedGas * 2n : floor
  return args.balance > reserve ? args.balance - reserve : 0n
}
