/**
 * Part `typing`, quotes sooner (issue #28): amounts typed into "You pay" a key
 * at a time, as a person types them, on the demo page of the bench's build
 * with the built-in Devnet wallet connected (no wallet, no quote), bridging
 * ETH from 31337 to 31338 on the bench's devnet: five amounts a round, each
 * typed once in the run (SHAPES). For each amount:
 * - keystroke to quote: from the last key's keydown `timeStamp` to the first
 *   frame painted with the quote review for that amount, and to the first
 *   frame with an estimate of "You receive" (when the page shows one), both
 *   taken in the page (bench/lib/typingProbe.ts);
 * - requests: every `POST /quote/v2` (and any `POST /price` or token price
 *   lookup) the page starts from the first key of the amount until
 *   SETTLE_MS after its quote is on screen, and how many of those quotes
 *   were cancelled (aborted by the page).
 * Keys come TYPING_GAP_MS apart (a seeded draw per gap), the field is cleared
 * between amounts (no quote is asked for an empty field), nothing is in
 * flight when an amount starts, and its first key comes PAUSE_MS after the
 * field was cleared. After each amount the bench checks that what
 * "You receive" shows is the devnet's answer for that very amount. The first
 * round warms up (the quote client's code, the prices) and is not counted.
 */
import type { Browser, Page, Request } from '@playwright/test'
import { parseEther } from 'viem'
import { toDecimalString } from '../src/lib/amounts'
import { percentile, random } from './benchStats'
import type { BenchContext } from './lib/context'
import { typingProbeScript } from './lib/typingProbe'
import { chooseChain, connectDevnetWallet } from './status'

/** The goal of issue #28: the last keystroke to the executable quote on screen, p95. */
export const TYPING_GOAL_MS = 350

/** Milliseconds between keys: drawn evenly from this range, a steady typist (7 to 10 keys a second). */
export const TYPING_GAP_MS = { min: 100, max: 150 } as const

/** How long after its quote shows an amount's requests are still counted (a late or superseded one). */
const SETTLE_MS = 1_000

/** The pause between clearing the field and the first key of the next amount (a person reading, then typing anew). */
const PAUSE_MS = 600

/**
 * The shapes of the amounts typed each round, 3 to 5 keys (`d` a seeded digit, a leading one 1 or 2, the last never 0). No amount is typed
 * twice in a run: a quote still in the page's cache would show without its round trip.
 */
const SHAPES = ['0.dd', 'd.d', '0.0dd', '1.dd', '0.ddd'] as const

function amountMaker(seed: number) {
  const draw = random(seed)
  const used = new Set<string>()
  const digit = (last: boolean) => String(last ? 1 + Math.floor(draw() * 9) : Math.floor(draw() * 10))
  return (shape: string): string => {
    for (let attempt = 0; attempt < 1_000; attempt++) {
      const amount = [...shape]
        .map((c, i) => (c === 'd' ? (i === 0 ? String(1 + Math.floor(draw() * 2)) : digit(i === shape.length - 1)) : c))
        .join('')
      if (!used.has(amount)) {
        used.add(amount)
        return amount
      }
    }
    throw new Error(`no new amount of the shape ${shape} left: fewer rounds`)
  }
}

const FROM = 31_337
const TO = 31_338

export type TypingSample = {
  round: number
  amount: string
  /** Last keydown to the quote review on screen, ms. */
  quote: number
  /** Last keydown to the estimate on screen, ms (undefined: the page showed none before the quote). */
  estimate: number | undefined
  quoteRequests: number
  /** Of those, the ones the page cancelled (superseded). */
  cancelled: number
  priceRequests: number
  /** The gaps between the amount's keys as the page saw them (keydown timeStamps), ms. */
  gaps: number[]
}

export type TypingResult = {
  rounds: number
  /** The shapes of the amounts typed each round (`d` a digit). */
  shapes: readonly string[]
  route: string
  gapMs: { min: number; max: number }
  /** The gaps between keys as the page saw them. */
  pageGapMs: { p50: number; p95: number; max: number }
  settleMs: number
  goalMs: number
  quote: { p50: number; p95: number; max: number }
  estimate: { shown: number; p50: number; p95: number; max: number } | undefined
  requests: {
    /** POST /quote/v2 per typed amount: mean and most. */
    quotesPerAmount: number
    maxQuotesPerAmount: number
    cancelledQuotes: number
    /** Price lookups (POST /price, GET /currencies/token/price) per typed amount, mean. */
    pricesPerAmount: number
  }
  samples: TypingSample[]
}

const isQuote = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/quote/v2')
const isPrice = (r: Request) => /\/price$|\/currencies\/token\/price$/.test(new URL(r.url()).pathname)

async function openPage(browser: Browser, url: string) {
  const context = await browser.newContext()
  await context.addInitScript({ content: typingProbeScript() })
  const page = await context.newPage()
  await page.goto(url)
  await connectDevnetWallet(page)
  await page.getByLabel('You pay').waitFor()
  await chooseChain(page, /^From /, FROM)
  await chooseChain(page, /^To /, TO)
  return page
}

/** Every request of the page, for counting by window, and what the devnet answered each quote. */
function watchRequests(page: Page) {
  const started: { at: number; quote: boolean; price: boolean; request: Request }[] = []
  const cancelled = new Set<Request>()
  const inFlight = new Set<Request>()
  const answers: { amount: string; out: string }[] = []
  page.on('request', (r) => {
    const quote = isQuote(r)
    started.push({ at: Date.now(), quote, price: isPrice(r), request: r })
    if (quote) inFlight.add(r)
  })
  page.on('requestfinished', (r) => inFlight.delete(r))
  page.on('requestfailed', (r) => {
    inFlight.delete(r)
    if (isQuote(r)) cancelled.add(r)
  })
  page.on('response', async (response) => {
    if (!isQuote(response.request()) || !response.ok()) return
    const body = response.request().postDataJSON() as { amount: string }
    const quote = (await response.json()) as {
      details: { currencyOut: { amount: string; currency: { decimals: number } } }
    }
    const out = quote.details.currencyOut
    answers.push({ amount: body.amount, out: toDecimalString(BigInt(out.amount), out.currency.decimals) })
  })
  return {
    between: (from: number, to: number) => started.filter((s) => s.at >= from && s.at <= to),
    cancelled: (r: Request) => cancelled.has(r),
    idle: () => inFlight.size === 0,
    answers,
  }
}

export async function benchTyping(context: BenchContext, options: { rounds: number }): Promise<TypingResult> {
  await context.devnet()
  const ferry = await context.serve('ferry')
  const page = await openPage(await context.browser(), `${ferry.url}/?network=local`)
  const requests = watchRequests(page)
  const pay = page.getByLabel('You pay')
  const receive = page.getByLabel('You receive')
  const gap = random(28)
  const nextAmount = amountMaker(16)
  const samples: TypingSample[] = []
  try {
    for (let round = 0; round <= options.rounds; round++) {
      for (const amount of SHAPES.map(nextAmount)) {
        await pay.fill('')
        await page.getByTestId('quote-summary').waitFor({ state: 'detached' })
        for (let i = 0; i < 100 && !requests.idle(); i++) await page.waitForTimeout(20)
        await page.waitForTimeout(PAUSE_MS)
        await page.evaluate(() => window.__typingProbe!.takeKeys())
        await page.evaluate((text) => window.__typingProbe!.arm(text), amount)
        const from = Date.now()
        // Each key on its own schedule from the first, so the bench's round trips do not add up into the gaps.
        let due = from
        for (const [i, key] of [...amount].entries()) {
          if (i > 0) due += TYPING_GAP_MS.min + gap() * (TYPING_GAP_MS.max - TYPING_GAP_MS.min)
          await page.waitForTimeout(Math.max(0, due - Date.now()))
          await page.keyboard.press(key)
        }
        const found = await page.evaluate(() => window.__typingProbe!.result())
        const keys = await page.evaluate(() => window.__typingProbe!.takeKeys())
        if (keys.length !== amount.length) throw new Error(`${keys.length} keydowns for "${amount}"`)
        await page.waitForTimeout(SETTLE_MS)
        const window_ = requests.between(from, Date.now())
        // What the review shows is the devnet's answer for this very amount, not for one typed before it.
        const wei = parseEther(amount).toString()
        const shown = await receive.inputValue()
        const answered = requests.answers.filter((a) => a.amount === wei).map((a) => a.out)
        if (!answered.includes(shown))
          throw new Error(`"You receive" shows ${shown} for ${amount} ETH; the devnet answered ${answered.join(', ')}`)
        if (round === 0) continue
        const quotes = window_.filter((s) => s.quote)
        samples.push({
          round,
          amount,
          quote: round1(found.quote),
          estimate: found.estimate === undefined ? undefined : round1(found.estimate),
          quoteRequests: quotes.length,
          cancelled: quotes.filter((s) => requests.cancelled(s.request)).length,
          priceRequests: window_.filter((s) => s.price).length,
          gaps: keys.slice(1).map((k, i) => round1(k - keys[i]!)),
        })
      }
    }
  } finally {
    await page.context().close()
  }
  const quoteTimes = samples.map((s) => s.quote)
  const estimates = samples.flatMap((s) => (s.estimate === undefined ? [] : [s.estimate]))
  const quoteCounts = samples.map((s) => s.quoteRequests)
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0)
  const gaps = samples.flatMap((s) => s.gaps)
  return {
    rounds: options.rounds,
    shapes: SHAPES,
    route: `ETH ${FROM} -> ${TO}`,
    gapMs: { ...TYPING_GAP_MS },
    pageGapMs: { p50: percentile(gaps, 50), p95: percentile(gaps, 95), max: Math.max(...gaps) },
    settleMs: SETTLE_MS,
    goalMs: TYPING_GOAL_MS,
    quote: { p50: percentile(quoteTimes, 50), p95: percentile(quoteTimes, 95), max: Math.max(...quoteTimes) },
    estimate: estimates.length
      ? {
          shown: estimates.length,
          p50: percentile(estimates, 50),
          p95: percentile(estimates, 95),
          max: Math.max(...estimates),
        }
      : undefined,
    requests: {
      quotesPerAmount: round2(sum(quoteCounts) / samples.length),
      maxQuotesPerAmount: Math.max(...quoteCounts),
      cancelledQuotes: sum(samples.map((s) => s.cancelled)),
      pricesPerAmount: round2(sum(samples.map((s) => s.priceRequests)) / samples.length),
    },
    samples,
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10
const round2 = (n: number) => Math.round(n * 100) / 100
