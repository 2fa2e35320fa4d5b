/**
 * The pickers against a large catalogue: a devnet that lists 40 extra chains
 * and 5,000 extra tokens, the widget built to talk to it directly, headless
 * Chromium. Every figure is taken inside the page (bench/lib/frameProbe.ts),
 * from the input event's timestamp to the first frame painted with its
 * outcome, for real input (Playwright's mouse and keyboard):
 * - opening the token picker (click to the first painted frame with rows),
 * - a keystroke in the token search (keydown to the first painted frame whose
 *   list is filtered for the new text): a token's name typed a character at a
 *   time, then erased with Backspace, over the chain's tokens and, after the
 *   first word, the service's matches for it,
 * - the highlight moving (ArrowDown to the frame showing it),
 * - a search of the service's 5,000 tokens (a token's name pasted, one input
 *   event, to the frame showing the service's match; the picker's 250 ms
 *   debounce included),
 * - opening the chain picker (43 + 40 chains listed).
 * Beside each, the Event Timing API's duration for the same event (keydown or
 * click to the next paint after its handlers): entries come only from 16 ms
 * up, so the table gives how many events took one frame or more.
 * Writes bench/results/picker.md.
 *
 *   npx tsx bench/picker.bench.ts [--runs 20]
 *
 * Not part of the test command.
 */

import { writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type { Browser } from '@playwright/test'
import { syntheticToken } from '../devnet/catalogue/syntheticCatalogue'
import { percentile } from './benchStats'
import { type CheckName, frameProbeScript } from './lib/frameProbe'
import { startPickerStack } from './lib/pickerStack'

const root = resolve(fileURLToPath(import.meta.url), '../..')

export const CATALOGUE = { chains: 40, tokens: 5_000 }

/** One frame at 60 Hz, the budget of issue #16. */
export const FRAME_MS = 1000 / 60

/** Each action's samples: input to painted frame, and the Event Timing duration of the same event (0: under 16 ms). */
export type PickerSamples = Record<
  'open' | 'key' | 'arrow' | 'search' | 'chains',
  { frame: number[]; eventTiming: number[] }
>

/** Milliseconds between keystrokes: a quick typist (about 12 characters a second). */
const TYPING_GAP_MS = 80

/**
 * Times the pickers on a page of the widget whose service lists the large
 * catalogue (CATALOGUE); the first run warms up and is not counted.
 */
export async function measurePickers(args: {
  browser: Browser
  pageUrl: string
  chainIds: number[]
  runs: number
}): Promise<PickerSamples> {
  const session = await pickerSession(args)
  try {
    for (let run = 0; run < args.runs + 1; run++) await session.run(run, run > 0)
  } finally {
    await session.close()
  }
  return session.samples
}

/**
 * One page of the widget, its pickers timed a run at a time (`run(n, counted)`:
 * the first run loads the dialogs' code and warms the caches, so it should not
 * be counted). Two sessions can alternate runs to compare two builds.
 */
export async function pickerSession(args: { browser: Browser; pageUrl: string; chainIds: number[] }) {
  const samples: PickerSamples = {
    open: { frame: [], eventTiming: [] },
    key: { frame: [], eventTiming: [] },
    arrow: { frame: [], eventTiming: [] },
    search: { frame: [], eventTiming: [] },
    chains: { frame: [], eventTiming: [] },
  }
  const page = await args.browser.newPage()
  await page.addInitScript({ content: frameProbeScript() })
  await page.goto(args.pageUrl)
  const form = page.getByRole('form', { name: 'Transfer' })
  const tokenButton = form.getByRole('button', { name: /^Token / })
  const chainButton = form.getByRole('button', { name: /^From / })
  await tokenButton.waitFor()
  const run = async (run: number, counted: boolean) => {
    await page.bringToFront()
    const measure = async (
      action: keyof PickerSamples,
      type: string,
      check: CheckName,
      input: () => Promise<unknown>,
      extra?: { text?: string },
    ) => {
      await page.evaluate(([t, c, text]) => window.__frameProbe!.arm(t, [c], text), [type, check, extra?.text] as const)
      await input()
      const [found, eventTiming] = await page.evaluate(async () => [
        await window.__frameProbe!.result(),
        window.__frameProbe!.eventDurations().at(-1) ?? 0,
      ])
      if (!counted) return
      samples[action].frame.push(found[check]!)
      samples[action].eventTiming.push(eventTiming)
    }
    const typeKey = async (key: string) => {
      await measure('key', 'keydown', 'query', () => page.keyboard.press(key))
      await page.waitForTimeout(TYPING_GAP_MS)
    }

    await measure('open', 'click', 'rows', () => tokenButton.click())
    for (let i = 0; i < 3; i++) {
      await measure('arrow', 'keydown', 'active', () => page.keyboard.press('ArrowDown'))
      await page.waitForTimeout(TYPING_GAP_MS)
    }
    // The name of a synthetic token on the picker's chain (the first), "Onyx Lynx 1015": its first word typed a
    // key at a time filters the chain's own tokens; after the 250 ms debounce the service's matches for the word
    // show, and the rest of the name, typed on, narrows those; then Backspace erases it all.
    const name = syntheticToken(3 * ((run * 331 + 7) % Math.floor(CATALOGUE.tokens / 3)), args.chainIds).name
    const word = name.split(' ')[0]!
    for (const char of word) await typeKey(char)
    await page.locator('dialog[open] [role="option"]', { hasText: word }).first().waitFor()
    for (const char of name.slice(word.length)) await typeKey(char === ' ' ? 'Space' : char)
    for (let i = 0; i < name.length; i++) await typeKey('Backspace')
    // Another token's whole name at once (one input event, as a paste): its match on screen after the debounce.
    const pasted = syntheticToken(3 * ((run * 331 + 1007) % Math.floor(CATALOGUE.tokens / 3)), args.chainIds).name
    await measure('search', 'input', 'text', () => page.keyboard.insertText(pasted), { text: pasted })
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await measure('chains', 'click', 'rows', () => chainButton.click())
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
  }
  return { samples, run, page, close: () => page.close() }
}

export type PickerRow = {
  action: string
  samples: number
  /** Input to the first painted frame with the outcome, in the page. */
  p50: number
  p95: number
  max: number
  /** How many samples took more than one frame (16.7 ms). */
  overFrame: number
  /** How many of the same events the browser's Event Timing reported at 16 ms or more. */
  eventTimingOver16: number
}

export function pickerRows(samples: PickerSamples): PickerRow[] {
  const row = (action: string, s: PickerSamples[keyof PickerSamples]): PickerRow => ({
    action,
    samples: s.frame.length,
    p50: percentile(s.frame, 50),
    p95: percentile(s.frame, 95),
    max: Math.max(...s.frame),
    overFrame: s.frame.filter((v) => v > FRAME_MS).length,
    eventTimingOver16: s.eventTiming.filter((v) => v >= 16).length,
  })
  return [
    row('open the token picker (click → first frame with rows)', samples.open),
    row('keystroke in the token search (keydown → frame with the list filtered)', samples.key),
    row('move the highlight (ArrowDown → frame showing it)', samples.arrow),
    row('open the chain picker, 83 chains (click → first frame with rows)', samples.chains),
    row('search 5,000 service tokens (a name pasted → frame with the match; 250 ms debounce)', samples.search),
  ]
}

export function pickerTable(rows: PickerRow[]): string {
  const ms = (n: number) => `${n < 10 ? n.toFixed(1) : n.toFixed(0)} ms`
  return [
    '| action | samples | p50 | p95 | max | over one frame (16.7 ms) | Event Timing ≥ 16 ms |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.action} | ${r.samples} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} | ${r.overFrame} | ${r.eventTimingOver16} |`,
    ),
  ].join('\n')
}

async function main() {
  const { values: cli } = parseArgs({ options: { runs: { type: 'string', default: '20' } } })
  const RUNS = Number(cli.runs)
  const stack = await startPickerStack(CATALOGUE)
  let samples: PickerSamples
  try {
    samples = await measurePickers({
      browser: stack.browser,
      pageUrl: stack.pageUrl,
      chainIds: stack.chainIds,
      runs: RUNS,
    })
  } finally {
    await stack.stop()
  }

  const table = pickerTable(pickerRows(samples))
  const when = new Date().toISOString().slice(0, 10)
  const load = loadavg()[0]!.toFixed(2)
  const report = `# Pickers with a large catalogue\n\n\`npx tsx bench/picker.bench.ts --runs ${RUNS}\` on ${when}, ${cpus().length} cores, load ${load}; catalogue +${CATALOGUE.chains} chains, +${CATALOGUE.tokens} tokens; ${RUNS} runs after one warm-up.\n\n${table}\n`
  await writeFile(join(root, 'bench/results/picker.md'), report)
  console.log(report)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
