import { isAddress as isSvmAddress } from '@solana/kit'
import { type Address, getAddress, isAddress } from 'viem'
import type { QuoteRequest } from '../../../src/api/schemas'
import type { DevnetChain, DevnetContext } from '../../DevnetContext'
import { resolveCurrency } from '../../service/quote/resolveCurrency'
import type { QuotedCurrency } from '../../service/quote/toCurrencyAmount'
import { ServiceError } from '../../service/ServiceError'
import type { SvmChain, SvmCurrency } from '../SvmChain'

/** The largest amount a Solana transfer carries (lamports and SPL amounts are u64). */
const MAX_U64 = 2n ** 64n - 1n

/** One side of a route that touches the Solana chain: that chain, or an EVM devnet chain. */
export type RouteSide =
  | { vm: 'svm'; chain: SvmChain; currency: SvmCurrency & QuotedCurrency }
  | { vm: 'evm'; chain: DevnetChain; currency: QuotedCurrency & { address: Address } }

/** A quote request to or from the Solana chain, checked: what pricing and the steps work from. */
export interface SvmRoute {
  request: QuoteRequest
  origin: RouteSide
  destination: RouteSide
  amount: bigint
  /** The origin VM's address of the person (base58 on Solana, checksummed hex on EVM). */
  user: string
  recipient: string
  refundTo: string
  operation: 'bridge' | 'swap'
  appFees: { recipient: Address; bps: bigint }[]
}

/** True when the quote request names the Solana chain on either side. */
export function touchesSvm(context: { svmChain?: SvmChain }, request: QuoteRequest): boolean {
  const id = context.svmChain?.id
  return id !== undefined && (request.originChainId === id || request.destinationChainId === id)
}

/**
 * Checks a quote request to or from the Solana chain; throws a ServiceError (4xx) naming what is wrong. The devnet
 * quotes these routes at a fixed rate from its price table (no pools on Solana): a same-currency bridge, or a swap.
 * A deposit address is given out on a Solana origin; there `user` may be of either VM (nobody signs as them: anyone
 * pays the address). What it does not do there yet is refused by name: calls, gasless permits, deposit addresses on
 * an EVM origin, recovery addresses, app fees paid on Solana.
 */
export function svmRoute(
  context: Pick<DevnetContext, 'chains'> & { svmChain: SvmChain },
  request: QuoteRequest,
): SvmRoute {
  const fromSvm = request.originChainId === context.svmChain.id
  for (const [field, given] of [
    ['txs', (request.txs ?? []).length > 0],
    ['usePermit', request.usePermit === true],
    ['useDepositAddress', request.useDepositAddress === true && !fromSvm],
    ['recoveryAddress', request.recoveryAddress !== undefined],
    ['topupGas', request.topupGas === true],
  ] as const) {
    if (given)
      throw new ServiceError(
        400,
        'UNSUPPORTED_ROUTE',
        `${field} is not supported on routes to or from Solana on the devnet`,
        {
          field,
        },
      )
  }
  const origin = side(context, request.originChainId, request.originCurrency, 'origin')
  const destination = side(context, request.destinationChainId, request.destinationCurrency, 'destination')
  const amount = BigInt(request.amount)
  if (amount === 0n) throw new ServiceError(400, 'INVALID_INPUT', 'amount must be greater than 0')
  // The amount is in the Solana currency's units when it is the input there, or the output there (EXACT_OUTPUT).
  const onSolana = origin.vm === 'svm' ? origin : request.tradeType !== 'EXACT_INPUT' ? destination : undefined
  if (onSolana?.vm === 'svm' && amount > MAX_U64)
    throw new ServiceError(
      400,
      'INVALID_INPUT',
      `amount must be at most ${MAX_U64} ${onSolana.currency.symbol} units: amounts on Solana are u64`,
      { field: 'amount' },
    )
  const user =
    request.useDepositAddress && isAddress(request.user, { strict: false })
      ? getAddress(request.user)
      : addressOn(origin, request.user, 'user')
  if (request.recipient === undefined && origin.vm !== destination.vm)
    throw new ServiceError(
      400,
      'INVALID_INPUT',
      `recipient is required: the destination ${destination.chain.name} takes ${vmName(destination)} addresses, and user is a ${vmName(origin)} address`,
      { field: 'recipient' },
    )
  const recipient = addressOn(destination, request.recipient ?? request.user, 'recipient')
  const refundTo = request.refundTo ? addressOn(origin, request.refundTo, 'refundTo') : user
  const appFees = (request.appFees ?? []).map((f) => ({ recipient: f.recipient, bps: BigInt(f.fee) }))
  if (appFees.length > 0 && origin.vm === 'svm')
    throw new ServiceError(
      400,
      'UNSUPPORTED_ROUTE',
      'appFees are not supported on deposits made on Solana on the devnet',
      {
        field: 'appFees',
      },
    )
  if (appFees.reduce((sum, f) => sum + f.bps, 0n) >= 10_000n)
    throw new ServiceError(400, 'INVALID_INPUT', 'appFees add up to 100% or more', { field: 'appFees' })
  const sameAsset = origin.currency.key === destination.currency.key
  return {
    request,
    origin,
    destination,
    amount,
    user,
    recipient,
    refundTo,
    operation: sameAsset ? 'bridge' : 'swap',
    appFees: appFees.map((f) => ({ recipient: getAddress(f.recipient), bps: f.bps })),
  }
}

function side(
  context: Pick<DevnetContext, 'chains'> & { svmChain: SvmChain },
  chainId: number,
  currency: string,
  which: 'origin' | 'destination',
): RouteSide {
  const field = `${which}Currency`
  if (chainId === context.svmChain.id) {
    const chain = context.svmChain
    const found = chain.currencies.find(
      (c) => c.address === currency || c.symbol.toLowerCase() === currency.toLowerCase(),
    )
    if (!found)
      throw new ServiceError(
        400,
        'UNSUPPORTED_CURRENCY',
        `${field} ${currency} is not a known currency on chain ${chainId}`,
        {
          chainId,
          supported: chain.currencies.map((c) => ({ symbol: c.symbol, address: c.address })),
        },
      )
    return { vm: 'svm', chain, currency: { ...found, hasLogo: true } }
  }
  const chain = context.chains.find((c) => c.id === chainId)
  if (!chain)
    throw new ServiceError(400, 'UNSUPPORTED_CHAIN', `${which}ChainId ${chainId} is not a devnet chain`, { chainId })
  const found = resolveCurrency(chain, currency, field)
  if (found.key !== 'eth' && found.key !== 'usdc')
    throw new ServiceError(
      400,
      'UNSUPPORTED_ROUTE',
      `${field} ${found.symbol}: routes to or from Solana on the devnet carry ETH or USDC on the EVM side`,
      { field },
    )
  return { vm: 'evm', chain, currency: found }
}

function addressOn(side: RouteSide, value: string, field: string): string {
  if (side.vm === 'svm') {
    if (!isSvmAddress(value))
      throw new ServiceError(
        400,
        'INVALID_INPUT',
        `${field} must be a Solana address (base58, 32 bytes) on ${side.chain.name}`,
        {
          field,
        },
      )
    return value
  }
  if (!isAddress(value, { strict: false }))
    throw new ServiceError(400, 'INVALID_INPUT', `${field} must be a 20-byte hex address on ${side.chain.name}`, {
      field,
    })
  return getAddress(value)
}

function vmName(side: RouteSide): string {
  return side.vm === 'svm' ? 'Solana' : 'EVM'
}
