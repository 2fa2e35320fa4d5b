/**
 * Where the time of a cold link's price goes (issue #42), on the coldPrice part's stack (bench/coldPrice.ts: the
 * bench's devnet, the widget's build, headless Chromium): each Ferry page loaded `--runs` times, cold, and for each
 * load a timeline from navigation: the requests to the service and the page's own files (start → end), and what the
 * page showed when (bench/lib/coldPriceProbe.ts's stamps, plus the first load's React over the HTML, the skeleton
 * and the app's form, stamped every animation frame).
 *
 *   FERRY_BENCH_PORT_OFFSET=4000 npx tsx bench/coldPriceTrace.ts [--runs 3] [--throttle 4] [--page demo|embed]
 *
 * A tool for looking, not a benchmark.
 */
import { parseArgs } from 'node:util'
import { zeroAddress } from 'viem'
import { COLD_PRICE_AMOUNT } from './coldPrice'
import { coldPriceProbeScript } from './lib/coldPriceProbe'
import { createBenchContext } from './lib/context'
import { NAME_SHIM } from './lib/returningWallet'

/** Stamps, every animation frame: React over the HTML, the skeleton shown, the app's form shown. */
const STAGES = `(() => {
  const stages = (window.__stages = {})
  const stamp = (name) => { if (stages[name] === undefined) stages[name] = performance.now() }
  const frame = () => {
    const root = document.getElementById('root')
    if (root && Object.keys(root).some((k) => k.startsWith('__react'))) stamp('react')
    if (document.querySelector('[data-testid="form-skeleton"]')) stamp('skeleton')
    else if (stages.skeleton !== undefined || stages.react !== undefined) {
      if (document.querySelector('form[aria-label]')) stamp('appForm')
    }
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
})()`

const args = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    throttle: { type: 'string', default: '1' },
    page: { type: 'string' },
  },
}).values

const context = createBenchContext((line) => console.log(line))
try {
  const devnet = await context.devnet()
  const ferry = await context.serve('ferry')
  const browser = await context.browser()
  const base = devnet.manifest.serviceUrl.replace(/\/$/, '')
  const [from, to] = devnet.manifest.chains.map((c) => c.id) as [number, number]
  const route = `fromChain=${from}&toChain=${to}&fromToken=${zeroAddress}&toToken=${zeroAddress}&amount=${COLD_PRICE_AMOUNT}`
  const pages = [
    { name: 'embed', url: `${ferry.url}/embed.html?network=local&${route}` },
    { name: 'demo', url: `${ferry.url}/?network=local&${route}` },
  ].filter((p) => !args.page || p.name === args.page)
  for (let run = 0; run <= Number(args.runs); run++)
    for (const page of pages) {
      const browserContext = await browser.newContext()
      await browserContext.addInitScript({ content: `${NAME_SHIM};${coldPriceProbeScript('ferry')};${STAGES}` })
      const tab = await browserContext.newPage()
      if (Number(args.throttle) > 1)
        await (await browserContext.newCDPSession(tab)).send('Emulation.setCPUThrottlingRate', {
          rate: Number(args.throttle),
        })
      await tab.goto(page.url, { waitUntil: 'commit' })
      await tab.waitForFunction('window.__coldPrice.price !== undefined', undefined, { timeout: 20_000 })
      await tab.waitForTimeout(1_500)
      const { marks, stages, entries } = await tab.evaluate(() => ({
        marks: (window as unknown as { __coldPrice: Record<string, number> }).__coldPrice,
        stages: (window as unknown as { __stages: Record<string, number> }).__stages,
        entries: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
          name: e.name,
          startTime: e.startTime,
          responseEnd: e.responseEnd,
        })),
      }))
      await browserContext.close()
      if (run === 0) continue
      const lines: [number, string][] = []
      for (const e of entries) {
        const name = e.name.startsWith(base) ? `service ${e.name.slice(base.length)}` : new URL(e.name).pathname
        lines.push([e.startTime, `${name} … ${Math.round(e.responseEnd)}`])
      }
      for (const [name, at] of Object.entries({ ...stages, ...marks }))
        if (typeof at === 'number' && name !== 'shift' && name !== 'lastShiftAt') lines.push([at, `** ${name}`])
      lines.sort((a, b) => a[0] - b[0])
      console.log(`\n${page.name} run ${run} (throttle ${args.throttle}): price at ${Math.round(marks.price ?? -1)} ms`)
      for (const [at, text] of lines) console.log(`${String(Math.round(at)).padStart(6)}  ${text}`)
    }
} finally {
  await context.close()
}
