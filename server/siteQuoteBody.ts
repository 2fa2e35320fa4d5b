import { NOT_A_JSON_OBJECT, readJsonObjectBody } from './jsonObjectBody'
import type { SiteNetworkConfig } from './siteServerConfigSchema'

/** Quote options only the key holder may set: whatever a browser sends of these is dropped. */
export const SPONSORSHIP_FIELDS = ['subsidizeFees', 'sponsoredFeeComponents', 'maxSubsidizationAmount', 'subsidizeRent']

/** The swap-source options of a quote request: the site server's replace all of a browser's when it sets any. */
export const SWAP_SOURCE_FIELDS = [
  'includedSwapSources',
  'excludedSwapSources',
  'includedOriginSwapSources',
  'includedDestinationSwapSources',
]

/** The site's quote policy for one network: who pays the fees, which fees the site takes, which swap sources. */
export type SiteQuotePolicy = Pick<SiteNetworkConfig, 'sponsorship' | 'appFees' | 'swapSources'>

/**
 * The body of a quote (or price) request as it goes to the service: the
 * sponsorship and app fees a browser asked for removed, and the network's own
 * (the server's configuration) added; the server's swap sources, when it names
 * any, in place of the browser's. A body that is not a JSON object is
 * refused, since what passes on must be exactly what was checked.
 */
export function siteQuoteBody(
  bytes: Uint8Array,
  policy: SiteQuotePolicy,
): { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; message: string } {
  const quote = readJsonObjectBody(bytes)
  if (!quote) return { ok: false, message: NOT_A_JSON_OBJECT }
  for (const field of SPONSORSHIP_FIELDS) delete quote[field]
  const { sponsorship, appFees } = policy
  if (sponsorship) {
    quote.subsidizeFees = true
    if (sponsorship.components) quote.sponsoredFeeComponents = sponsorship.components
    if (sponsorship.maxUsd !== undefined) quote.maxSubsidizationAmount = usdMicros(sponsorship.maxUsd)
  }
  // A browser's fees would be charged to the person and paid to whoever the page names: only the site's pass.
  delete quote.appFees
  if (appFees?.length) quote.appFees = appFees.map(({ recipient, bps }) => ({ recipient, fee: String(bps) }))
  const { swapSources } = policy
  if (swapSources?.included?.length || swapSources?.excluded?.length) {
    for (const field of SWAP_SOURCE_FIELDS) delete quote[field]
    if (swapSources.included?.length) quote.includedSwapSources = swapSources.included
    if (swapSources.excluded?.length) quote.excludedSwapSources = swapSources.excluded
  }
  let text: string
  try {
    text = JSON.stringify(quote)
  } catch {
    // JSON.parse takes nesting that JSON.stringify's recursion cannot write back (a RangeError): no quote is that deep.
    return { ok: false, message: 'The request body is nested too deeply' }
  }
  return { ok: true, bytes: new TextEncoder().encode(text) as Uint8Array<ArrayBuffer> }
}

/** "1.5" -> "1500000" (USD micro-units, the unit of `maxSubsidizationAmount`). */
function usdMicros(decimal: string): string {
  const [whole = '0', fraction = ''] = decimal.split('.')
  return (BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6))).toString()
}
