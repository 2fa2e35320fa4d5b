/**
 * Where the time of opening a picker goes: the picker bench's stack (its devnet with the large catalogue, the
 * build, headless Chromium), one warm-up run of the bench, then each picker opened `--runs` times under a Chromium
 * performance trace. For each opening it prints the frame probe's figure (click to the first painted frame with
 * rows) and the renderer's main thread from the click to that frame: every trace event of 0.3 ms or more, nested,
 * with its start after the click; and the time other threads of the page's renderer spent (compositor, raster).
 * `--save <dir>` keeps each trace (open it in Chrome's DevTools, Performance panel).
 *
 *   flock /tmp/ferry-bench.lock npx tsx bench/pickerTrace.ts [--runs 3] [--save /tmp/traces]
 *
 * A tool for looking, not a benchmark: tracing itself slows the page.
 */

import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { startPickerStack } from './lib/pickerStack'
import { CATALOGUE, pickerSession } from './picker.bench'

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'v8.execute',
  'blink',
  'cc',
  'benchmark',
  'input',
]

type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: Record<string, unknown>; name?: string }
}

/** The main thread from the click to `untilMs` after it, as indented lines, and the other threads' totals. */
export function describeTrace(events: TraceEvent[], untilMs: number): string[] {
  const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')
  if (!click) return ['(no click in the trace)']
  const from = click.ts - 1_000
  const to = click.ts + untilMs * 1_000 + 2_000
  const threadName = new Map<string, string>()
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, String(e.args?.name))
  const inWindow = events.filter(
    (e) => e.ph === 'X' && e.pid === click.pid && e.ts + (e.dur ?? 0) >= from && e.ts <= to,
  )
  const main = inWindow.filter((e) => e.tid === click.tid).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const lines: string[] = []
  const stack: TraceEvent[] = []
  for (const e of main) {
    while (stack.length > 0 && stack.at(-1)!.ts + (stack.at(-1)!.dur ?? 0) <= e.ts) stack.pop()
    const depth = stack.length
    stack.push(e)
    if ((e.dur ?? 0) < 300 || depth > 12) continue
    const data = e.args?.data ?? {}
    const detail = [data.type, data.functionName, data.url && String(data.url).split('/').at(-1)]
      .filter(Boolean)
      .join(' ')
    lines.push(
      `${((e.ts - click.ts) / 1000).toFixed(1).padStart(7)} ms  ${'  '.repeat(depth)}${e.name}${detail ? ` (${detail})` : ''} ${((e.dur ?? 0) / 1000).toFixed(1)} ms`,
    )
  }
  const others = new Map<string, number>()
  for (const e of inWindow) {
    if (e.tid === click.tid) continue
    const key = `${threadName.get(`${e.pid}:${e.tid}`) ?? e.tid} ${e.name}`
    others.set(key, (others.get(key) ?? 0) + (e.dur ?? 0))
  }
  lines.push('  other threads of the renderer (summed, 1 ms or more):')
  for (const [key, us] of [...others].sort((a, b) => b[1] - a[1]))
    if (us >= 1_000) lines.push(`    ${key} ${(us / 1000).toFixed(1)} ms`)
  return lines
}

async function main() {
  const { values: cli } = parseArgs({ options: { runs: { type: 'string', default: '3' }, save: { type: 'string' } } })
  const stack = await startPickerStack(CATALOGUE)
  try {
    const session = await pickerSession(stack)
    await session.run(0, false)
    const { page } = session
    const form = page.getByRole('form', { name: 'Transfer' })
    const buttons = {
      token: form.getByRole('button', { name: /^Token / }),
      chain: form.getByRole('button', { name: /^From / }),
    }
    if (cli.save) await mkdir(cli.save, { recursive: true })
    for (let run = 0; run < Number(cli.runs); run++)
      for (const [which, button] of Object.entries(buttons)) {
        await stack.browser.startTracing(page, { categories: CATEGORIES })
        await page.evaluate(() => window.__frameProbe!.arm('click', ['rows']))
        await button.click()
        const found = await page.evaluate(() => window.__frameProbe!.result())
        const trace = await stack.browser.stopTracing()
        await page.keyboard.press('Escape')
        await page.getByRole('dialog').waitFor({ state: 'hidden' })
        if (cli.save) await writeFile(join(cli.save, `${which}-${run}.json`), trace)
        const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }
        console.log(
          `\n== ${which} picker, run ${run}: click → first painted frame with rows ${found.rows!.toFixed(1)} ms`,
        )
        for (const line of describeTrace(traceEvents, found.rows!)) console.log(line)
      }
    await session.close()
  } finally {
    await stack.stop()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
