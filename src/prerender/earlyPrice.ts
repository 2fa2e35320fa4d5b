import type { FirstPaintHandoff } from './firstPaintHandoff'

/**
 * The price a cold link asks for before the app has loaded (issue #42): the page's inline script reads the route and
 * the amount from the URL and asks `POST /price` for the placeholder user, the request the app itself would make
 * (src/features/swap/buildQuoteRequest.ts), shows what it delivers in "You receive" with both tokens' symbols, as the
 * app's form will, and leaves the answer for the app (src/api/seedEarlyPrice.ts), which takes it as its own quote's
 * answer instead of asking again. The chains' native tokens need nothing more (18 decimals, the zero address); a link
 * that names another token (an address or a symbol) first asks the catalogue, `GET /chains`, which the app then takes
 * as its own (src/api/takeEarlyChains.ts), and finds the token there as the app's link reading does.
 */
export type EarlyPrice = {
  baseUrl: string
  /** The request, at once for native tokens, once the catalogue is here for others; rejected when none fits. */
  request: Promise<EarlyPriceRequest>
  /** "You pay" as the price was asked for it: the answer is shown only while the field still says so. */
  payText: string
  /** The service's answer, not yet checked against its schema. */
  answer: Promise<unknown>
}

/** The catalogue the page asked early (`GET /chains`, not yet checked against its schema), for the app. */
export type EarlyChains = { baseUrl: string; answer: Promise<unknown> }

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
    __ferryEarlyChains?: EarlyChains
  }
}

const NATIVE = '0x0000000000000000000000000000000000000000'
/** src/lib/unspendableAddresses.ts's EVM placeholder user (a price, nothing to sign). */
const PLACEHOLDER_USER = '0x000000000000000000000000000000000000dEaD'

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

type CatalogueToken = { address: string; symbol: string; decimals: number }
type CatalogueChain = {
  id: number
  vmType?: string
  currency?: CatalogueToken
  featuredTokens?: CatalogueToken[]
  erc20Currencies?: CatalogueToken[]
}

const chainId = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : undefined
/** A swap-source list as the app sends it (buildQuoteRequest.ts): only a non-empty list of names. */
const sourceNames = (list: unknown) =>
  Array.isArray(list) && list.length > 0 && list.every((name) => typeof name === 'string') ? [...list] : undefined
const native = (token: unknown) => token === undefined || token === NATIVE || token === 'ETH'

/** Whether a link's price waits for the catalogue: it names a token other than the chains' native ones. */
export const needsCatalogue = (route: LinkRoute): boolean => !native(route.fromToken) || !native(route.toToken)

/**
 * A link's token on a chain: the native one, else the catalogue's (`GET /chains`) first entry of an EVM chain with
 * that address (0x…) or symbol, case aside, as the app reads a link (src/app/linkRoute.ts, resolveEmbedSetup.ts).
 */
function tokenOf(ref: unknown, id: number, chains?: unknown): Pick<CatalogueToken, 'address' | 'decimals'> | undefined {
  if (native(ref)) return { address: NATIVE, decimals: 18 }
  const chain = (chains as { chains?: CatalogueChain[] } | undefined)?.chains?.find((c) => c.id === id)
  if (typeof ref !== 'string' || !chain || (chain.vmType ?? 'evm') !== 'evm') return undefined
  const key = ref.toLowerCase()
  return [chain.currency, ...(chain.featuredTokens ?? []), ...(chain.erc20Currencies ?? [])].find(
    (t) => t && `${key.startsWith('0x') ? t.address : t.symbol}`.toLowerCase() === key,
  )
}

/**
 * The price request for a link's route and amount, or nothing when the link does not name one the HTML can ask:
 * without `chains` (the catalogue's answer) only a route of native tokens.
 */
export function earlyPriceRequest(route: LinkRoute, chains?: unknown): EarlyPriceRequest | undefined {
  const from = chainId(route.fromChain)
  const to = chainId(route.toChain)
  if (from === undefined || to === undefined || from === to) return undefined
  const pay = tokenOf(route.fromToken, from, chains)
  const receive = tokenOf(route.toToken, to, chains)
  const match = typeof route.amount === 'string' ? /^(\d*)(?:\.(\d*))?$/.exec(route.amount) : null
  if (!pay || !receive || !match || (match[2] ?? '').length > pay.decimals) return undefined
  const units = BigInt(`${match[1] || '0'}${(match[2] ?? '').padEnd(pay.decimals, '0')}`)
  if (units === 0n) return undefined
  return {
    user: PLACEHOLDER_USER,
    originChainId: from,
    destinationChainId: to,
    originCurrency: pay.address,
    destinationCurrency: receive.address,
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

/** The symbols of the tokens the answer takes and delivers ("ETH", "USDC"): what the form shows beside the amounts. */
export function symbolsOf(answer: unknown): [pay: string, receive: string] {
  type Side = { currency?: { symbol?: unknown } } | undefined
  const details = (answer as { details?: { currencyIn?: Side; currencyOut?: Side } } | undefined)?.details
  // Text whatever the answer holds: it is not checked against its schema yet.
  return [`${details?.currencyIn?.currency?.symbol ?? ''}`, `${details?.currencyOut?.currency?.symbol ?? ''}`]
}

/** A GET (no body) or a JSON POST to the service, its answer's JSON. */
const ask = (url: string, body?: unknown): Promise<unknown> =>
  fetch(
    url,
    body === undefined
      ? undefined
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  ).then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))

/**
 * Asks the link's price (after the catalogue when it names a token other than the native ones) and, while the HTML's
 * form is still the page's (the app has not taken it), shows what it delivers in "You receive", and both tokens'
 * symbols beside the amounts, unless the person has typed there or changed `payText`, the amount asked for. False
 * when the link names no price to ask.
 */
export function startEarlyPrice(root: HTMLElement, baseUrl: string, route: LinkRoute, payText: string): boolean {
  const direct = earlyPriceRequest(route)
  // Without a price of its own, a link's amount as the app reads it (src/app/linkRoute.ts).
  if (!direct && !(needsCatalogue(route) && /^\d*\.?\d+$/.test(payText))) return false
  let request: Promise<EarlyPriceRequest>
  if (direct) request = Promise.resolve(direct)
  else {
    const chains = ask(`${baseUrl}/chains`)
    window.__ferryEarlyChains = { baseUrl, answer: chains }
    request = chains.then((c) => earlyPriceRequest(route, c) ?? Promise.reject(new Error('No price for this link')))
  }
  const answer = request.then((body) => ask(`${baseUrl}/price`, body))
  answer.then(
    (body) => {
      const field = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)
      const receive = field('receive')
      const handoff = (window as { __ferryFirstPaint?: FirstPaintHandoff }).__ferryFirstPaint
      if (!receive || !handoff || handoff.edited === 'receive' || field('pay')?.value !== payText) return
      receive.value = receivedText(body)
      if (!receive.value) return
      handoff.symbols = symbolsOf(body)
      showSymbols(root, handoff.symbols)
    },
    () => {},
  )
  window.__ferryEarlyPrice = { baseUrl, request, payText, answer }
  return true
}

/**
 * Puts the tokens' symbols beside the HTML's amounts, where the form shows them (ui/AmountField.tsx: the last of the
 * field's row); the hand-over (`firstPaintHandoff.ts`) takes them to the first load.
 */
function showSymbols(root: ParentNode, symbols: readonly [string, string]): void {
  ;(['pay', 'receive'] as const).forEach((name, i) => {
    const suffix = root.querySelector(`input[name="${name}"]`)?.parentElement?.lastElementChild
    if (suffix) suffix.textContent = symbols[i]!
  })
}
