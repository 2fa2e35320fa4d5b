/**
 * Part `coldPrice` (issues #35 and #42): a cold link with the route and the
 * amount in it, no wallet, to a price from the service on screen, in Ferry's
 * embed and demo page beside the service's own swap widget
 * (`@relayprotocol/relay-kit-ui`, bench/reference/relay, pointed at the
 * bench's devnet). Interleaved cold loads in headless Chromium (a new context
 * each, outside hosts unresolvable), rotating order, one warm-up round; then
 * the same with the CPU throttled 4x (`Emulation.setCPUThrottlingRate`, a
 * mid-range phone). Per load, from navigation (performance.now() = 0): the
 * amount input on screen, the price on screen (bench/lib/coldPriceProbe.ts),
 * the requests to the service started before the price, and CLS until the page
 * has settled. Then the quote once connected: the demo page (and the embed)
 * with the same link and the injected test wallet of the e2e tests, a returning
 * visitor (wagmi's storage from one earlier connection, an empty cache), to the
 * executable quote on screen.
 */
import type { Browser, Page } from '@playwright/test'
import { zeroAddress } from 'viem'
import { injectTestWallet } from '../e2e/support/injectTestWallet'
import { coldPriceProbeScript, type ProbeKind, type ProbeMarks } from './lib/coldPriceProbe'
import { ratios, roundOrder, spread } from './lib/coldPriceStats'
import type { BenchContext } from './lib/context'
import { connectOnce, type Manifest, NAME_SHIM, RETURNING_ACCOUNT, type StorageState } from './lib/returningWallet'

export const COLD_PRICE_AMOUNT = '0.1'
/** How long a load waits for its price (its quote when connected) before counting it as never shown, times the throttling. */
const DEADLINE_MS = 5_000
/** The page has settled once this long has passed without a layout shift after its price (or the deadline). */
const SETTLE_MS = 2_000
/** The service's answers that carry a price (the path after the service URL). */
const PRICE_PATHS = ['/price', '/quote', '/quote/v2']

export type ColdPriceSample = {
  round: number
  inputMs: number | null
  priceMs: number | null
  /** What the price field showed. */
  priceText: string | null
  /** Ferry: the "(estimate)" marker on screen; the executable quote on screen. */
  estimateMs: number | null
  quoteMs: number | null
  /** Requests to the service started before the price showed (connected: the quote; all of the load's when it never did). */
  serviceRequests: number
  /** Whether a `POST /price` or quote answer had arrived by the time the price showed. */
  priceAnswered: boolean
  outsideRequests: number
  cls: number
  /** Connected loads: whether the page had reconnected the wallet once settled (no "Connect wallet" button shown). */
  reconnected?: boolean
}

type Figures = ReturnType<typeof spread>
export type ColdPricePage = {
  name: string
  url: string
  input: Figures
  price: Figures
  estimate: Figures
  quote: Figures
  serviceRequestsBeforePrice: number | null
  /** Connected loads whose page reconnected the wallet. */
  reconnected: number
  /** Loads whose price showed before any price or quote answer had arrived (should be 0). */
  pricesWithoutAnswer: number
  clsMax: number
  clsP50: number
  outsideRequestsRefused: number
  samples: ColdPriceSample[]
}
export type ColdPriceSeries = {
  cpuThrottling: number
  rounds: number
  pages: ColdPricePage[]
  /** Each Ferry page's price time over the service's widget's. */
  ratios: { page: string; pairedMedian: number | null; ofMedians: number | null; pairs: number }[]
}
export type ColdPriceResult = {
  route: string
  warmupRounds: number
  series: ColdPriceSeries[]
  /** Connected (returning visitor, injected test wallet): navigation to the executable quote on screen. */
  connected: ColdPricePage[]
}

const median = (values: number[]) => spread(values).p50 ?? 0

export async function benchColdPrice(
  context: BenchContext,
  options: { rounds: number; throttles?: number[] },
): Promise<ColdPriceResult> {
  const devnet = await context.devnet()
  const [ferry, relay] = await Promise.all([context.serve('ferry'), context.serve('relay')])
  const browser = await context.browser()
  const serviceUrl = devnet.manifest.serviceUrl
  const [from, to] = devnet.manifest.chains.map((c) => c.id) as [number, number]
  const route = `fromChain=${from}&toChain=${to}&fromToken=${zeroAddress}&toToken=${zeroAddress}&amount=${COLD_PRICE_AMOUNT}`
  const pages: { name: string; url: string; kind: ProbeKind }[] = [
    { name: 'Ferry embed', url: `${ferry.url}/embed.html?network=local&${route}`, kind: 'ferry' },
    { name: 'Ferry demo page', url: `${ferry.url}/?network=local&${route}`, kind: 'ferry' },
    {
      name: "The service's swap widget (relay-kit-ui)",
      url: `${relay.url}/?api=${encodeURIComponent(serviceUrl)}&${route}`,
      kind: 'relay',
    },
  ]
  const measure = (page: (typeof pages)[number], throttle: number, storage?: StorageState) =>
    loadOnce(browser, { ...page, serviceUrl, throttle, storage, manifest: devnet.manifest })
  const warmupRounds = 1
  const series: ColdPriceSeries[] = []
  for (const throttle of options.throttles ?? [1, 4]) {
    const samples = pages.map(() => [] as ColdPriceSample[])
    for (let round = 0; round < options.rounds + warmupRounds; round++)
      for (const i of roundOrder(round, pages.length)) {
        const sample = await measure(pages[i]!, throttle)
        if (round >= warmupRounds) samples[i]!.push({ ...sample, round: round - warmupRounds })
      }
    const relayPrices = samples[2]!.map((s) => s.priceMs)
    series.push({
      cpuThrottling: throttle,
      rounds: options.rounds,
      pages: pages.map((p, i) => pageFigures(p, samples[i]!)),
      ratios: pages.slice(0, 2).map((p, i) => ({
        page: p.name,
        ...ratios(
          samples[i]!.map((s) => s.priceMs),
          relayPrices,
        ),
      })),
    })
  }

  // Connected: a returning visitor whose wallet the page reconnects from its storage (one earlier connection).
  const storage = await connectOnce(browser, `${ferry.url}/?network=local`, devnet.manifest)
  const connectedPages = pages.slice(0, 2)
  const connected = connectedPages.map(() => [] as ColdPriceSample[])
  for (let round = 0; round < options.rounds + warmupRounds; round++)
    for (const i of roundOrder(round, connectedPages.length)) {
      const sample = await measure(connectedPages[i]!, 1, storage)
      if (round >= warmupRounds) connected[i]!.push({ ...sample, round: round - warmupRounds })
    }
  return {
    route: `${COLD_PRICE_AMOUNT} ETH from chain ${from} to ${to}`,
    warmupRounds,
    series,
    connected: connectedPages.map((p, i) => pageFigures(p, connected[i]!)),
  }
}

function pageFigures(page: { name: string; url: string }, samples: ColdPriceSample[]): ColdPricePage {
  return {
    name: page.name,
    url: page.url,
    input: spread(samples.map((s) => s.inputMs)),
    price: spread(samples.map((s) => s.priceMs)),
    estimate: spread(samples.map((s) => s.estimateMs)),
    quote: spread(samples.map((s) => s.quoteMs)),
    serviceRequestsBeforePrice: samples.length ? median(samples.map((s) => s.serviceRequests)) : null,
    reconnected: samples.filter((s) => s.reconnected).length,
    pricesWithoutAnswer: samples.filter((s) => s.priceMs !== null && !s.priceAnswered).length,
    clsMax: Math.max(0, ...samples.map((s) => s.cls)),
    clsP50: median(samples.map((s) => s.cls)),
    outsideRequestsRefused: Math.max(0, ...samples.map((s) => s.outsideRequests)),
    samples,
  }
}

async function loadOnce(
  browser: Browser,
  args: {
    url: string
    kind: ProbeKind
    serviceUrl: string
    throttle: number
    storage: StorageState | undefined
    manifest: Manifest
  },
): Promise<Omit<ColdPriceSample, 'round'>> {
  const context = await browser.newContext(args.storage ? { storageState: args.storage } : {})
  try {
    await context.addInitScript({ content: `${NAME_SHIM};${coldPriceProbeScript(args.kind)}` })
    const page = await context.newPage()
    if (args.storage)
      await injectTestWallet(page, { manifest: args.manifest, accountIndex: RETURNING_ACCOUNT, authorized: true })
    if (args.throttle > 1)
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: args.throttle })
    let outsideRequests = 0
    page.on('requestfailed', (request) => {
      const { protocol, hostname } = new URL(request.url())
      if (protocol.startsWith('http') && hostname !== '127.0.0.1') outsideRequests++
    })
    await page.goto(args.url, { waitUntil: 'commit' })
    const deadline = DEADLINE_MS * args.throttle
    const target = args.storage ? 'quote' : 'price'
    await page.waitForFunction(`window.__coldPrice.input !== undefined`, undefined, { timeout: deadline, polling: 50 })
    await page
      .waitForFunction(`window.__coldPrice.${target} !== undefined`, undefined, { timeout: deadline, polling: 50 })
      .catch(() => undefined)
    await page.waitForFunction(settled(args.kind), SETTLE_MS, { timeout: 60_000, polling: 100 })
    const marks = await readMarks(page, args.serviceUrl, target)
    if (!args.storage) return { ...marks, outsideRequests }
    const connect = page.getByRole('button', { name: /^Connect wallet$/i })
    const reconnected = !(await connect.evaluateAll((buttons) => buttons.some((b) => b.checkVisibility())))
    return { ...marks, outsideRequests, reconnected }
  } finally {
    await context.close()
  }
}

/** In the page: Ferry's app has replaced the first paint, and `quiet` ms have passed since the price (or now) without a shift. */
const settled = (kind: ProbeKind) => `(quiet) => {
  const m = window.__coldPrice
  if (${kind === 'ferry'} && document.querySelector('[data-testid="form-skeleton"]')) return false
  return performance.now() - Math.max(m.input ?? 0, m.price ?? 0, m.lastShiftAt) > quiet
}`

async function readMarks(page: Page, serviceUrl: string, target: 'price' | 'quote') {
  const { marks, entries } = await page.evaluate(() => ({
    marks: (window as unknown as { __coldPrice: ProbeMarks }).__coldPrice,
    entries: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
      name: e.name,
      startTime: e.startTime,
      responseEnd: e.responseEnd,
    })),
  }))
  const base = serviceUrl.replace(/\/$/, '')
  const shownAt = marks[target] ?? Number.POSITIVE_INFINITY
  const service = entries.filter((e) => e.name.startsWith(base))
  // `POST /price` or a quote; not `GET /currencies/token/price` (a token's USD price: what the estimate is made of).
  const isPriceAnswer = (name: string) => PRICE_PATHS.includes(name.slice(base.length).replace(/[?#].*$/, ''))
  const at = (v: number | undefined) => (v === undefined ? null : Math.round(v * 10) / 10)
  return {
    inputMs: at(marks.input),
    priceMs: at(marks.price),
    priceText: marks.priceText ?? null,
    estimateMs: at(marks.estimate),
    quoteMs: at(marks.quote),
    serviceRequests: service.filter((e) => e.startTime < shownAt).length,
    priceAnswered:
      marks[target] !== undefined &&
      service.some((e) => isPriceAnswer(e.name) && e.responseEnd > 0 && e.responseEnd <= shownAt),
    cls: marks.shift,
  }
}
