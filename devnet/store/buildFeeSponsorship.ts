import { formatUnits } from 'viem'
import type {
  AmountObject,
  CurrencyAmount,
  FeeSponsorshipComponent,
  FeeSponsorshipPhase,
  RequestStatus,
} from '../../src/api/schemas'
import { FEE_SPONSORSHIP_COMPONENTS } from '../../src/api/schemas'
import type { DevnetQuote } from '../service/quote/devnetQuote'
import { decimalUsd } from './decimalUsd'

/**
 * Section 2.5 `feeSponsorship` from the stored quote. `quoted` is what the
 * quote charged: execution = relayer gas (with a gas top-up), platform =
 * relayer service, app = app fees, swap = the swap's price impact, rent = 0
 * (no Solana here). A sponsored quote (`subsidizeFees`) carries its own
 * `feeSponsorship.quoted` (sponsorship/sponsorshipPhase.ts), used as it is;
 * otherwise `fees.subsidized` (0) is spread over the components in that
 * order. `actual` is the outcome: the quoted figures once filled (the
 * sponsor was charged exactly those before the fill), zeros when the deposit
 * went back (failure, refund: nobody paid any of it, and a sponsor charge
 * was given back), absent while in flight (the description's `actual` is an object, never null).
 */
export function buildFeeSponsorship(
  quote: Partial<DevnetQuote> | undefined,
  status: RequestStatus,
): { quoted: FeeSponsorshipPhase; actual?: FeeSponsorshipPhase } {
  const fees = quote?.fees ?? {}
  const reference = fees.relayer ?? fees.app ?? quote?.details?.currencyIn
  const decimals = reference?.currency?.decimals ?? 18
  const swapUsd = decimalUsd.toMicros(quote?.details?.expandedPriceImpact?.swap?.usd)
  const totals: Record<FeeSponsorshipComponent, AmountObject> = {
    execution: toAmountObject(fees.relayerGas, decimals),
    swap: swapUsd < 0n ? usdToAmount(-swapUsd, quote?.details?.currencyIn, decimals) : zero(),
    platform: toAmountObject(fees.relayerService, decimals),
    app: toAmountObject(fees.app, decimals),
    rent: zero(),
  }
  let subsidy = BigInt(fees.subsidized?.amount ?? '0')
  const components = {} as FeeSponsorshipPhase['components']
  for (const name of FEE_SPONSORSHIP_COMPONENTS) {
    const total = totals[name]
    const amount = BigInt(total.amount)
    const sponsoredAmount = subsidy < amount ? subsidy : amount
    subsidy -= sponsoredAmount
    const sponsored = scale(total, sponsoredAmount, decimals)
    components[name] = {
      selected: sponsoredAmount > 0n,
      total,
      sponsored,
      userPays: scale(total, amount - sponsoredAmount, decimals),
    }
  }
  const quoted = quote?.feeSponsorship?.quoted ?? phase(components, decimals)
  if (status === 'success') return { quoted, actual: quoted }
  if (status === 'failure' || status === 'refund') {
    const none = Object.fromEntries(
      FEE_SPONSORSHIP_COMPONENTS.map((name) => [
        name,
        { selected: false, total: zero(), sponsored: zero(), userPays: zero() },
      ]),
    )
    return { quoted, actual: phase(none, decimals) }
  }
  return { quoted }
}

function phase(components: FeeSponsorshipPhase['components'], decimals: number): FeeSponsorshipPhase {
  const list = Object.values(components)
  return {
    selectedComponents: FEE_SPONSORSHIP_COMPONENTS.filter((name) => components[name]?.selected),
    capHit: false,
    components,
    sponsoredTotal: sum(
      list.map((c) => c.sponsored),
      decimals,
    ),
    userPaysTotal: sum(
      list.map((c) => c.userPays),
      decimals,
    ),
  }
}

function zero(): AmountObject {
  return { amount: '0', amountFormatted: '0', amountUsd: '0', minimumAmount: '0' }
}

function toAmountObject(value: CurrencyAmount | undefined, decimals: number): AmountObject {
  if (!value) return zero()
  const amount = BigInt(value.amount)
  return {
    amount: amount.toString(),
    amountFormatted: value.amountFormatted ?? formatUnits(amount, decimals),
    amountUsd: value.amountUsd ?? '0',
    minimumAmount: value.minimumAmount ?? amount.toString(),
  }
}

/** `total` rescaled to `amount` of the same currency (USD pro rata). */
function scale(total: AmountObject, amount: bigint, decimals: number): AmountObject {
  const whole = BigInt(total.amount)
  if (amount === whole) return total
  const usd = whole === 0n ? 0n : (decimalUsd.toMicros(total.amountUsd) * amount) / whole
  return {
    amount: amount.toString(),
    amountFormatted: formatUnits(amount, decimals),
    amountUsd: decimalUsd.fromMicros(usd),
    minimumAmount: amount.toString(),
  }
}

function sum(values: AmountObject[], decimals: number): AmountObject {
  const amount = values.reduce((total, v) => total + BigInt(v.amount), 0n)
  return {
    amount: amount.toString(),
    amountFormatted: formatUnits(amount, decimals),
    amountUsd: decimalUsd.sum(values.map((v) => v.amountUsd)),
    minimumAmount: amount.toString(),
  }
}

/** A USD cost in the input currency, at the input's own amount/USD rate. */
function usdToAmount(usdMicros: bigint, currencyIn: CurrencyAmount | undefined, decimals: number): AmountObject {
  const inUsd = decimalUsd.toMicros(currencyIn?.amountUsd)
  if (!currencyIn || inUsd <= 0n) return { ...zero(), amountUsd: decimalUsd.fromMicros(usdMicros) }
  const amount = (BigInt(currencyIn.amount) * usdMicros) / inUsd
  return {
    amount: amount.toString(),
    amountFormatted: formatUnits(amount, decimals),
    amountUsd: decimalUsd.fromMicros(usdMicros),
    minimumAmount: amount.toString(),
  }
}
