import type { FirstPaintHandoff } from './firstPaintHandoff'

/**
 * The price a cold link asks for before the app has loaded (issue #42): the page's inline script reads the route and
 * the amount from the URL, and when both tokens are the chains' native ones (18 decimals, the zero address: nothing
 * from the catalogue is needed) asks `POST /price` for the placeholder user, the request the app itself would make
 * (src/features/swap/buildQuoteRequest.ts), shows what it delivers in "You receive", and leaves the answer for the
 * app (src/api/seedEarlyPrice.ts), which takes it as its own quote's answer instead of asking again.
 */
export type EarlyPrice = {
  baseUrl: string
  request: EarlyPriceRequest
  /** "You pay" as the price was asked for it: the answer is shown only while the field still says so. */
  payText: string
  /** The service's answer, not yet checked against its schema. */
  answer: Promise<unknown>
}

export type EarlyPriceRequest = {
  user: string
  originChainId: number
  destinationChainId: number
  originCurrency: string
  destinationCurrency: string
  amount: string
  tradeType: 'EXACT_INPUT'
  referrer?: string
  includedSwapSources?: string[]
  excludedSwapSources?: string[]
}

declare global {
  interface Window {
    __ferryEarlyPrice?: EarlyPrice
  }
}

const NATIVE = '0x0000000000000000000000000000000000000000'
/** src/lib/unspendableAddresses.ts's EVM placeholder user (a price, nothing to sign). */
const PLACEHOLDER_USER = '0x000000000000000000000000000000000000dEaD'
const DECIMALS = 18

/** The route and amount of a link, as its parameters have them. */
export type LinkRoute = {
  fromChain?: unknown
  toChain?: unknown
  fromToken?: unknown
  toToken?: unknown
  amount?: unknown
  referrer?: unknown
  /** The embed's swap-source lists: the app sends them with its quote, so the price asks with them too. */
  includedSwapSources?: unknown
  excludedSwapSources?: unknown
}

const chainId = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : undefined
/** A swap-source list as the app sends it (buildQuoteRequest.ts): only a non-empty list of names. */
const sourceNames = (list: unknown) =>
  Array.isArray(list) && list.length > 0 && list.every((name) => typeof name === 'string') ? [...list] : undefined
const native = (token: unknown) => token === undefined || token === NATIVE || token === 'ETH'

/** The price request for a link's route and amount, or nothing when the link does not name one the HTML can ask. */
export function earlyPriceRequest(route: LinkRoute): EarlyPriceRequest | undefined {
  const from = chainId(route.fromChain)
  const to = chainId(route.toChain)
  if (from === undefined || to === undefined || from === to) return undefined
  if (!native(route.fromToken) || !native(route.toToken)) return undefined
  const match = typeof route.amount === 'string' ? /^(\d*)(?:\.(\d*))?$/.exec(route.amount) : null
  if (!match || (match[2] ?? '').length > DECIMALS) return undefined
  const units = BigInt(`${match[1] || '0'}${(match[2] ?? '').padEnd(DECIMALS, '0')}`)
  if (units === 0n) return undefined
  return {
    user: PLACEHOLDER_USER,
    originChainId: from,
    destinationChainId: to,
    originCurrency: NATIVE,
    destinationCurrency: NATIVE,
    amount: units.toString(),
    tradeType: 'EXACT_INPUT',
    ...(typeof route.referrer === 'string' && route.referrer ? { referrer: route.referrer } : {}),
    ...(sourceNames(route.includedSwapSources) ? { includedSwapSources: sourceNames(route.includedSwapSources) } : {}),
    ...(sourceNames(route.excludedSwapSources) ? { excludedSwapSources: sourceNames(route.excludedSwapSources) } : {}),
  }
}

/** Where a network's quotes go, as src/config/networks.ts has it (the site server's proxy, else the service). */
export function earlyApiUrl(network: string, apiUrl?: unknown): string {
  if (typeof apiUrl === 'string') return apiUrl.replace(/\/$/, '')
  const proxy = import.meta.env.VITE_FERRY_PROXY_URL ?? '/api'
  if (proxy) return `${proxy}/${network}`
  const services: Record<string, string> = {
    local: import.meta.env.VITE_FERRY_LOCAL_SERVICE_URL || 'http://127.0.0.1:8790',
    testnet: import.meta.env.VITE_FERRY_TESTNET_SERVICE_URL || 'https://api.testnets.relay.link',
    mainnet: import.meta.env.VITE_FERRY_MAINNET_SERVICE_URL || 'https://api.relay.link',
  }
  return services[network] ?? services.local!
}

/** What the answer delivers, cut as the app's form shows it (quotedOther: 6 significant digits). */
export function receivedText(answer: unknown): string {
  const out = (answer as { details?: { currencyOut?: { amount?: string; currency?: { decimals?: number } } } })?.details
    ?.currencyOut
  const decimals = out?.currency?.decimals
  if (!out?.amount || !/^\d+$/.test(out.amount) || typeof decimals !== 'number') return ''
  const digits = out.amount.padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals).replace(/^0+(?=\d)/, '')
  const fraction = digits.slice(digits.length - decimals)
  const wholeDigits = whole.replace(/^0+/, '').length
  const keep = wholeDigits > 0 ? Math.max(0, 6 - wholeDigits) : fraction.length - fraction.replace(/^0+/, '').length + 6
  const cut = fraction.slice(0, keep).replace(/0+$/, '')
  return `${whole}${cut ? `.${cut}` : ''}`
}

/**
 * Asks the price and, while the HTML's form is still the page's (the app has not taken it), shows what it delivers in
 * "You receive" unless the person has typed there or changed `amount`, the amount asked for.
 */
export function startEarlyPrice(root: HTMLElement, baseUrl: string, request: EarlyPriceRequest, amount: string): void {
  const answer = fetch(`${baseUrl}/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  }).then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
  answer.then(
    (body) => {
      const receive = root.querySelector<HTMLInputElement>('input[name="receive"]')
      const handoff = (window as { __ferryFirstPaint?: FirstPaintHandoff }).__ferryFirstPaint
      if (!receive || !handoff || handoff.edited === 'receive') return
      const pay = root.querySelector<HTMLInputElement>('input[name="pay"]')
      if (pay && pay.value !== amount) return
      receive.value = receivedText(body)
    },
    () => {},
  )
  window.__ferryEarlyPrice = { baseUrl, request, payText: amount, answer }
}
