/**
 * Part (2), load: cold loads in headless Chromium of the Ferry embed and demo
 * page (against the bench's devnet, so the form really shows) beside two
 * reference pages built in the same run (React alone; React + wagmi + viem +
 * react-query with a connect button), interleaved round by round in a
 * rotating order. Each load is a new browser context (no cache), every build
 * served with gzip by a local server, every outside host unresolvable.
 * Measured in the page: from navigation start (performance.now() = 0) to the
 * first animation frame in which the amount input ("You pay") is in the DOM,
 * visible, enabled and editable (a frame callback runs only once the page may
 * render: its stylesheets are in). Then the layout shifts (CLS) until the page
 * has settled: for Ferry, until the app's form has replaced the first paint's
 * skeleton and two seconds have passed without a shift.
 */

import { percentile } from './benchStats'
import type { BenchContext } from './lib/context'

type Sample = {
  visibleMs: number
  /** Scripts finished by then: count, bytes over the wire (gzip) and decoded. */
  scripts: number
  scriptBytesGzip: number
  scriptBytesRaw: number
  /** Requests to the service started before the form was visible. */
  serviceRequests: number
  /** Requests to other hosts, refused. */
  outsideRequests: number
  /** Sum of the layout shifts' values (Chromium's layout-shift entries) from navigation until settled. */
  cls: number
}

export type LoadPageResult = {
  name: string
  url: string
  runs: number
  p50: number
  p90: number
  min: number
  max: number
  /** p50 over the React + wagmi page's p50, both from this run. */
  ratioToWagmi: number
  /** p50 over the React-alone page's p50, both from this run. */
  ratioToReact: number
  /** The median, over rounds, of this page's time over the React-alone page's in the same round. */
  pairedRatioToReact: number
  /** The largest and the median CLS over the loads. */
  clsMax: number
  clsP50: number
  /**
   * The median, over rounds, of this page's time over the React + wagmi page's in the same round: steadier than
   * the ratio of medians when the machine's load drifts during the run.
   */
  pairedRatioToWagmi: number
  scriptsWhenVisible: { files: number; gzip: number; raw: number }
  serviceRequestsBeforeVisible: number
  outsideRequestsRefused: number
  samples: Sample[]
}

export type LoadResult = { runs: number; warmupRounds: number; pages: LoadPageResult[] }

/**
 * Installed before any page script: records the first frame in which the amount field can be typed in, and sums
 * the layout shifts (`__benchShift`, with the time of the last in `__benchLastShiftAt`).
 */
const DETECT = `(() => {
  const ready = () => {
    for (const label of document.querySelectorAll('label')) {
      if (!(label.textContent || '').trim().startsWith('You pay')) continue
      const input = label.control
      if (input && !input.disabled && !input.readOnly &&
          input.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true
    }
    return false
  }
  const frame = () => {
    if (ready()) window.__benchVisibleAt = performance.now()
    else requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
  window.__benchShift = 0
  window.__benchLastShiftAt = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__benchShift += entry.value
      window.__benchLastShiftAt = performance.now()
    }
  }).observe({ type: 'layout-shift', buffered: true })
})()`

/** In the page: true once the app has replaced the first paint (no skeleton) and two seconds have passed without a shift. */
const SETTLED = `!document.querySelector('[data-testid="form-skeleton"]') &&
  performance.now() - Math.max(window.__benchVisibleAt, window.__benchLastShiftAt) > 2000`

export async function benchLoad(context: BenchContext, options: { runs: number }): Promise<LoadResult> {
  await context.devnet()
  const [ferry, react, wagmi, html] = await Promise.all([
    context.serve('ferry'),
    context.serve('react'),
    context.serve('wagmi'),
    context.serve('html'),
  ])
  const browser = await context.browser()
  const pages = [
    { name: 'React alone', url: `${react.url}/` },
    { name: 'React + wagmi + viem + react-query (connect button)', url: `${wagmi.url}/` },
    { name: 'Ferry embed', url: `${ferry.url}/embed.html?network=local` },
    { name: 'Ferry demo page', url: `${ferry.url}/?network=local` },
    // The floor: the same field in plain HTML, no script, no stylesheet.
    { name: 'HTML alone (no script, no stylesheet)', url: `${html.url}/` },
  ]
  const serviceOrigin = new URL(context.serviceUrl).origin

  const loadOnce = async (url: string): Promise<Sample> => {
    const browserContext = await browser.newContext()
    try {
      await browserContext.addInitScript({ content: DETECT })
      const page = await browserContext.newPage()
      let outsideRequests = 0
      page.on('requestfailed', (request) => {
        const { protocol, hostname } = new URL(request.url())
        if (protocol.startsWith('http') && hostname !== '127.0.0.1') outsideRequests++
      })
      await page.goto(url, { waitUntil: 'commit' })
      await page.waitForFunction('window.__benchVisibleAt !== undefined', undefined, { timeout: 60_000, polling: 100 })
      await page.waitForFunction(SETTLED, undefined, { timeout: 60_000, polling: 100 })
      const measured = await page.evaluate((service) => {
        const at = (window as unknown as { __benchVisibleAt: number }).__benchVisibleAt
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
        const scripts = entries.filter((e) => /\.js(\?|$)/.test(e.name) && e.responseEnd <= at)
        return {
          visibleMs: at,
          scripts: scripts.length,
          scriptBytesGzip: scripts.reduce((s, e) => s + e.encodedBodySize, 0),
          scriptBytesRaw: scripts.reduce((s, e) => s + e.decodedBodySize, 0),
          serviceRequests: entries.filter((e) => e.name.startsWith(service) && e.startTime < at).length,
          cls: (window as unknown as { __benchShift: number }).__benchShift,
        }
      }, serviceOrigin)
      return { ...measured, outsideRequests }
    } finally {
      await browserContext.close()
    }
  }

  const warmupRounds = 1
  const samples = pages.map(() => [] as Sample[])
  for (let round = 0; round < options.runs + warmupRounds; round++) {
    // A rotating order: no page always goes first (or right after the heaviest).
    for (let k = 0; k < pages.length; k++) {
      const i = (round + k) % pages.length
      const sample = await loadOnce(pages[i]!.url)
      if (round >= warmupRounds) samples[i]!.push(sample)
    }
  }

  const reactP50 = percentile(
    samples[0]!.map((s) => s.visibleMs),
    50,
  )
  const wagmiP50 = percentile(
    samples[1]!.map((s) => s.visibleMs),
    50,
  )
  return {
    runs: options.runs,
    warmupRounds,
    pages: pages.map((p, i) => {
      const list = samples[i]!
      const times = list.map((s) => s.visibleMs)
      const median = (pick: (s: Sample) => number) => percentile(list.map(pick), 50)
      return {
        ...p,
        runs: list.length,
        p50: percentile(times, 50),
        p90: percentile(times, 90),
        min: Math.min(...times),
        max: Math.max(...times),
        ratioToWagmi: percentile(times, 50) / wagmiP50,
        pairedRatioToWagmi: percentile(
          list.map((s, round) => s.visibleMs / samples[1]![round]!.visibleMs),
          50,
        ),
        scriptsWhenVisible: {
          files: median((s) => s.scripts),
          gzip: median((s) => s.scriptBytesGzip),
          raw: median((s) => s.scriptBytesRaw),
        },
        ratioToReact: percentile(times, 50) / reactP50,
        pairedRatioToReact: percentile(
          list.map((s, round) => s.visibleMs / samples[0]![round]!.visibleMs),
          50,
        ),
        clsMax: Math.max(...list.map((s) => s.cls)),
        clsP50: median((s) => s.cls),
        serviceRequestsBeforeVisible: median((s) => s.serviceRequests),
        outsideRequestsRefused: Math.max(...list.map((s) => s.outsideRequests)),
        samples: list,
      }
    }),
  }
}
