import type { QuoteResponse } from '../../api/schemas/quote'
import { isTransactionStep } from '../../api/schemas/stepKinds'
import { isNativeToken } from '../../config/token'

/**
 * What is missing before the wallet opens: the input amount in the origin
 * token, or the origin chain's native token for the deposit gas (interface
 * section 1.7). Numbers only; `shortfallText` (loaded with the notice that
 * shows it) says it in words.
 */
export type Shortfall = {
  kind: 'balance' | 'gas'
  chainName: string
  symbol: string
  decimals: number
  /** The input amount. */
  need: bigint
  /** The deposit gas, in the native token (0 for a deposit by signature). */
  gas: bigint
  gasSymbol: string
  /** The balance that falls short: of the token, or of the native token for gas. */
  have: bigint
  /** The origin currency is the native token: amount and gas come from one balance. */
  native: boolean
}

// The chain's native currency (ETH's zero address, SOL's System Program key): what pays for gas.
const isNativeAddress = (address: string | undefined) => !address || isNativeToken({ address })

export function checkFunds(args: {
  quote: QuoteResponse
  chainName: string
  /** Balance of the origin currency; for a native origin, the native balance. */
  tokenBalance: bigint | undefined
  nativeBalance: bigint | undefined
}): Shortfall | undefined {
  const input = args.quote.details.currencyIn
  if (!input?.currency) return undefined
  const need = BigInt(input.amount)
  const gasFee = args.quote.fees.gas
  // A deposit by signature sends no transaction: the service pays the gas and takes it from the amount.
  const sendsTransactions = args.quote.steps.some(isTransactionStep)
  const gas = sendsTransactions && gasFee && isNativeAddress(gasFee.currency?.address) ? BigInt(gasFee.amount) : 0n
  const base = {
    chainName: args.chainName,
    symbol: input.currency.symbol,
    decimals: input.currency.decimals,
    need,
    gas,
    gasSymbol: gasFee?.currency?.symbol ?? 'ETH',
  }

  if (isNativeAddress(input.currency.address)) {
    const have = args.nativeBalance
    if (have === undefined || have >= need + gas) return undefined
    return { ...base, kind: have >= need ? 'gas' : 'balance', have, native: true }
  }
  if (args.tokenBalance !== undefined && args.tokenBalance < need)
    return { ...base, kind: 'balance', have: args.tokenBalance, native: false }
  if (args.nativeBalance !== undefined && args.nativeBalance < gas)
    return { ...base, kind: 'gas', have: args.nativeBalance, native: false }
  return undefined
}

/** The least "Max" keeps back of ETH (and any 18-decimal native currency): 0.001. */
export const NATIVE_GAS_RESERVE = 10n ** 15n

/**
 * The least "Max" keeps back of SOL, in lamports: 0.01 SOL, for the deposit's fee (5000 lamports a signature) and
 * the rent of an account the transfer may open (a token account is about 0.002 SOL), with room to spare.
 */
export const SOL_FEE_RESERVE = 10_000_000n

/** Gas kept back by "Max" on a native token: twice the quoted deposit gas, at least `floor` (0.001 ETH by default). */
export function maxSpendable(args: {
  balance: bigint
  isNative: boolean
  quotedGas: bigint | undefined
  floor?: bigint
}): bigint {
  if (!args.isNative) return args.balance
  const floor = args.floor ?? NATIVE_GAS_RESERVE
  const reserve = args.quotedGas && args.quotedGas * 2n > floor ? args.quotedGas * 2n : floor
  return args.balance > reserve ? args.balance - reserve : 0n
}
