import { type Address, getAddress, isAddress } from 'viem'
import type { QuoteRequest } from '../../../src/api/schemas'
import { type DevnetCurrency, type DevnetPool, findPool } from '../../contracts/devnetCurrencies'
import type { DevnetChain, DevnetContext } from '../../DevnetContext'
import type { Operation, PlannedCall } from '../../orders/FillPlan'
import { parseSponsorshipOptions, type SponsorshipOptions } from '../../sponsorship/sponsorshipOptions'
import { checkSwapSource } from '../../swapSources/checkSwapSource'
import { swapSourceOf } from '../../swapSources/swapSourceOf'
import { requirePrintableText } from '../checkText'
import { ServiceError } from '../ServiceError'
import { classifyOperation } from './classifyOperation'
import { parseGasTopup } from './gasTopup'
import { resolveCurrency } from './resolveCurrency'
import { validateCalls } from './validateCalls'

/** The longest `referrer` the service stores (characters); it travels in every webhook of the request. */
export const MAX_REFERRER_LENGTH = 256
/** The most calldata one destination call may carry (bytes); the request stores it. */
export const MAX_CALL_DATA_BYTES = 64 * 1024

/** A quote request checked and resolved against the devnet: what every later step of a quote works from. */
export interface QuoteInputs {
  request: QuoteRequest
  origin: DevnetChain
  destination: DevnetChain
  currencyIn: DevnetCurrency
  currencyOut: DevnetCurrency
  /** The input for EXACT_INPUT, the output otherwise (smallest units). */
  amount: bigint
  slippageBps: bigint
  user: Address
  recipient: Address
  refundTo: Address
  operation: Operation
  delivery: 'transfer' | 'swap'
  calls: PlannedCall[] | undefined
  appFees: { recipient: Address; bps: bigint }[]
  /** What the solver spends on the destination: the output itself, or for a swap the input's counterpart there. */
  spendCurrency: DevnetCurrency
  /** The destination pool a swap trades in (undefined for a transfer). */
  pool: DevnetPool | undefined
  /** `usePermit`: the person signs, the solver submits the deposit and pays its gas; seconds the signature is valid. */
  permit: { expirySeconds: number } | undefined
  /** `topupGas`: USD micro-units of native gas the fill also delivers to the recipient. */
  gasTopupUsdMicros: bigint | undefined
  /** `subsidizeFees`: what the API key's sponsor is asked to pay. */
  sponsorship: SponsorshipOptions | undefined
}

/** `permitExpiry` when the quote does not say (the public service's default). */
export const DEFAULT_PERMIT_EXPIRY_SECONDS = 600

/** Checks a quote request (chains, currencies, amount, slippage, calls, app fees); throws a ServiceError (4xx) naming what is wrong. */
export function validateQuoteRequest(
  context: Pick<DevnetContext, 'chains' | 'pricing' | 'catalogue'>,
  request: QuoteRequest,
): QuoteInputs {
  if (request.referrer !== undefined) requirePrintableText(request.referrer, 'referrer', MAX_REFERRER_LENGTH)
  for (const [index, tx] of (request.txs ?? []).entries()) {
    const bytes = (tx.data.length - 2) / 2
    if (bytes > MAX_CALL_DATA_BYTES)
      throw new ServiceError(
        400,
        'INVALID_INPUT',
        `txs[${index}].data carries ${bytes} bytes; a call may carry at most ${MAX_CALL_DATA_BYTES}`,
        { field: `txs.${index}.data` },
      )
  }
  const origin = requireChain(context, request.originChainId, 'originChainId')
  const destination = requireChain(context, request.destinationChainId, 'destinationChainId')
  const currencyIn = resolveListedCurrency(context, origin, request.originCurrency, 'originCurrency')
  const currencyOut = resolveListedCurrency(context, destination, request.destinationCurrency, 'destinationCurrency')
  const amount = BigInt(request.amount)
  if (amount === 0n) throw new ServiceError(400, 'INVALID_INPUT', 'amount must be greater than 0')
  // Upper bounds (uint256, basis points) are checked at parsing: checkQuoteNumbers.
  const slippageBps =
    request.slippageTolerance === undefined ? context.pricing.defaultSlippageBps : BigInt(request.slippageTolerance)
  const user = evmAddress(request.user, 'user', origin)
  const recipient = evmAddress(request.recipient ?? request.user, 'recipient', destination)
  const refundTo = request.refundTo ? evmAddress(request.refundTo, 'refundTo', origin) : user
  const txs = request.txs ?? []
  const isCall = txs.length > 0
  const { operation, delivery } = classifyOperation({
    originChainId: origin.id,
    destinationChainId: destination.id,
    currencyIn,
    currencyOut,
    user,
    recipient,
    isCall,
  })
  const calls = isCall
    ? validateCalls({ txs, tradeType: request.tradeType, amount, currencyOut, router: destination.contracts.router })
    : undefined
  const appFees = (request.appFees ?? []).map((f) => ({ recipient: getAddress(f.recipient), bps: BigInt(f.fee) }))
  if (appFees.reduce((sum, f) => sum + f.bps, 0n) >= 10_000n) {
    throw new ServiceError(400, 'INVALID_INPUT', 'appFees add up to 100% or more', { field: 'appFees' })
  }
  if (request.usePermit && !currencyIn.permit) {
    throw new ServiceError(
      400,
      'UNSUPPORTED_CURRENCY',
      `usePermit: ${currencyIn.symbol} on chain ${origin.id} takes no signed transfers (supportsPermit: false in GET /chains); on the devnet only USDC does`,
      { field: 'usePermit', chainId: origin.id, currency: currencyIn.address, supportsPermit: false },
    )
  }
  const permit = request.usePermit
    ? { expirySeconds: request.permitExpiry ?? DEFAULT_PERMIT_EXPIRY_SECONDS }
    : undefined
  const spendCurrency = delivery === 'transfer' ? currencyOut : counterpart(destination, currencyIn)
  const pool = delivery === 'swap' ? requirePool(destination, spendCurrency, currencyOut) : undefined
  if (pool) checkSwapSource(request, swapSourceOf(pool), `${spendCurrency.symbol} to ${currencyOut.symbol}`)
  return {
    request,
    origin,
    destination,
    currencyIn,
    currencyOut,
    amount,
    slippageBps,
    user,
    recipient,
    refundTo,
    operation,
    delivery,
    calls,
    appFees,
    spendCurrency,
    pool,
    permit,
    gasTopupUsdMicros: parseGasTopup(request, currencyOut),
    sponsorship: parseSponsorshipOptions(request),
  }
}

/** An address on an EVM chain; a base58 (Solana) address there is refused by name. */
function evmAddress(value: string, field: string, chain: DevnetChain): Address {
  if (!isAddress(value, { strict: false }))
    throw new ServiceError(
      400,
      'INVALID_INPUT',
      `${field} must be a 20-byte hex address on ${chain.name}, got "${value}"`,
      {
        field,
      },
    )
  return getAddress(value)
}

function requireChain(
  context: Pick<DevnetContext, 'chains' | 'catalogue'>,
  chainId: number,
  field: string,
): DevnetChain {
  const chain = context.chains.find((c) => c.id === chainId)
  const listed = chain ? undefined : context.catalogue.listedOnlyChain(chainId)
  // A chain the catalogue lists but the devnet does not run: the public service's answer for a chain it cannot quote.
  // `depositEnabled: false` is about the destination ("allows this chain to be set as the destination chain").
  if (listed && (listed.disabled || !listed.depositEnabled || field === 'originChainId')) {
    const why = listed.disabled
      ? 'is disabled'
      : field === 'destinationChainId' && !listed.depositEnabled
        ? 'does not accept deposits'
        : 'is not served'
    throw new ServiceError(
      400,
      'CHAIN_DISABLED',
      `${field} ${chainId} (${listed.displayName}) ${why}${listed.statusMessage ? `: ${listed.statusMessage}` : ''}`,
      {
        chainId,
        depositEnabled: listed.depositEnabled,
        disabled: listed.disabled,
        statusMessage: listed.statusMessage,
      },
    )
  }
  if (!chain) {
    throw new ServiceError(
      400,
      'UNSUPPORTED_CHAIN',
      `${field} ${chainId} is not a devnet chain (supported: ${context.chains.map((c) => c.id).join(', ')})`,
    )
  }
  return chain
}

/** A quote currency; a synthetic catalogue token is named as such (listed, never tradable). */
function resolveListedCurrency(
  context: Pick<DevnetContext, 'catalogue'>,
  chain: DevnetChain,
  value: string,
  field: string,
): DevnetCurrency {
  const synthetic = context.catalogue.findSynthetic(chain.id, value)
  if (synthetic) {
    throw new ServiceError(
      400,
      'UNSUPPORTED_CURRENCY',
      `${field} ${synthetic.symbol} (${synthetic.address}) on chain ${chain.id} is a synthetic catalogue entry: listed, but the devnet cannot quote it`,
      { chainId: chain.id, address: synthetic.address, symbol: synthetic.symbol, synthetic: true },
    )
  }
  return resolveCurrency(chain, value, field)
}

/** The pool a swap trades in on the destination; a pair without one is not a route the devnet has. */
function requirePool(chain: DevnetChain, spend: DevnetCurrency, out: DevnetCurrency): DevnetPool {
  const pool = findPool(chain.pools, spend.key, out.key)
  if (!pool) {
    throw new ServiceError(
      400,
      'UNSUPPORTED_ROUTE',
      `no route from ${spend.symbol} to ${out.symbol}: the devnet swaps only through its pools (${chain.pools.map((p) => `${p.base.toUpperCase()}/${p.quote.toUpperCase()}`).join(', ')}; ETH trades as WETH)`,
      { pools: chain.pools.map((p) => ({ address: p.address, base: p.base, quote: p.quote })) },
    )
  }
  return pool
}

/** The currency on `chain` that stands for `currency` (same key): what the solver spends there for it. */
function counterpart(chain: DevnetChain, currency: DevnetCurrency): DevnetCurrency {
  const found = chain.currencies.find((c) => c.key === currency.key)
  if (!found) throw new Error(`chain ${chain.id} has no ${currency.key}`)
  return found
}
