import { address, createSolanaRpc } from '@solana/kit'
import { formatUnits } from 'viem'
import type { DevnetContext } from '../../DevnetContext'
import { convertAmount } from '../../pricing/convertAmount'
import { usdMicros } from '../../pricing/usdMicros'
import { type BridgeFees, computeBridgeFees } from '../../service/quote/computeBridgeFees'
import { ServiceError } from '../../service/ServiceError'
import { associatedTokenAccount } from '../svmInstructions'
import type { RouteSide, SvmRoute } from './svmRoute'

/** The gas of the solver's fill on an EVM destination (a plain transfer from its inventory), with headroom. */
const EVM_TRANSFER_FILL_GAS = 65_000n
/** The fee of one Solana signature, in lamports. */
const SVM_SIGNATURE_FEE = 5_000n
/** The size of an SPL token account, whose rent the solver pays when it creates the recipient's. */
const TOKEN_ACCOUNT_BYTES = 165n
/** SOL's starting price when the devnet's price table has none (micro-USD per SOL). */
export const DEFAULT_SOL_USD_MICROS = 150_000_000n

/** A route priced: what the person deposits and receives, the fees in the input currency, the rent in lamports. */
export interface PricedSvmRoute {
  fees: BridgeFees
  expectedOut: bigint
  inUsd: bigint
  /** What creating the recipient's token account on Solana costs (0: it exists, or the output is SOL). */
  rentLamports: bigint
  priceIn: bigint
  priceOut: bigint
}

/** A currency's price in the devnet's table (micro-USD per whole unit); SOL may sit beside the EVM keys. */
export function svmUsdPrice(context: Pick<DevnetContext, 'pricing'>, key: string): bigint {
  const price = (context.pricing.usdPrices as Record<string, bigint | undefined>)[key]
  if (price !== undefined) return price
  if (key === 'sol') return DEFAULT_SOL_USD_MICROS
  throw new Error(`no USD price for ${key}`)
}

/**
 * Prices a route to or from Solana at the fixed rate of the price table: the destination fill's cost (its gas, or
 * the signature fee and the recipient's token account rent on Solana) converted into the input currency, then the
 * service fee and app fees as for any bridge (`computeBridgeFees`).
 */
export async function priceSvmRoute(
  context: Pick<DevnetContext, 'pricing' | 'control'>,
  route: SvmRoute,
): Promise<PricedSvmRoute> {
  const { origin, destination, request } = route
  const priceIn = svmUsdPrice(context, origin.currency.key)
  const priceOut = svmUsdPrice(context, destination.currency.key)
  const rentLamports = await recipientRent(destination, route.recipient)
  const cost = await fillCost(destination)
  const native = destination.vm === 'svm' ? { decimals: 9, key: 'sol' } : { decimals: 18, key: 'eth' }
  const relayerGas = convertAmount({
    amount: cost + rentLamports,
    fromDecimals: native.decimals,
    fromPrice: svmUsdPrice(context, native.key),
    toDecimals: origin.currency.decimals,
    toPrice: priceIn,
  })
  const exactInput = request.tradeType === 'EXACT_INPUT'
  // Fees are taken in the input currency: an exact output is first turned into the input it needs.
  const amountInInputUnits = exactInput
    ? route.amount
    : convertAmount({
        amount: route.amount,
        fromDecimals: destination.currency.decimals,
        fromPrice: priceOut,
        toDecimals: origin.currency.decimals,
        toPrice: priceIn,
      })
  const fees = computeBridgeFees({
    tradeType: request.tradeType,
    amount: amountInInputUnits,
    relayerGas,
    relayerServiceBps: context.pricing.relayerServiceBps,
    appFeeBps: route.appFees.map((f) => f.bps),
  })
  const expectedOut = exactInput
    ? (fees.amountOut * priceIn * 10n ** BigInt(destination.currency.decimals)) /
      (10n ** BigInt(origin.currency.decimals) * priceOut)
    : route.amount
  if (fees.amountOut <= 0n || expectedOut <= 0n) {
    const total = fees.relayer + fees.appTotal
    throw new ServiceError(
      400,
      'AMOUNT_TOO_LOW',
      `amount is too low to cover the fees of ${total} (smallest units of the input currency)`,
      {
        minimumAmount: (total + 1n).toString(),
      },
    )
  }
  const inUsd = usdMicros(fees.amountIn, origin.currency.decimals, priceIn)
  if (inUsd > context.control.capacityUsdMicros)
    throw new ServiceError(
      400,
      'INSUFFICIENT_LIQUIDITY',
      `$${formatUnits(inUsd, 6)} is above the solver's capacity of $${formatUnits(context.control.capacityUsdMicros, 6)} per fill`,
    )
  return { fees, expectedOut, inUsd, rentLamports, priceIn, priceOut }
}

/** The solver's own cost of the fill, in the destination's native currency's smallest unit. */
async function fillCost(destination: RouteSide): Promise<bigint> {
  if (destination.vm === 'svm') return SVM_SIGNATURE_FEE
  return EVM_TRANSFER_FILL_GAS * (await destination.chain.client.getGasPrice())
}

/** The rent of the recipient's token account when the fill must create it. */
async function recipientRent(destination: RouteSide, recipient: string): Promise<bigint> {
  if (destination.vm !== 'svm' || destination.currency.isNative) return 0n
  const rpc = createSolanaRpc(destination.chain.rpcUrl)
  const ata = await associatedTokenAccount(recipient, destination.currency.address)
  const { value } = await rpc.getAccountInfo(address(ata), { encoding: 'base64' }).send()
  if (value) return 0n
  return BigInt(await rpc.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_BYTES).send())
}
