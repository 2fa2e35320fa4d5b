/**
 * The pickers against a large catalogue: a devnet that lists 40 extra chains
 * and 5,000 extra tokens, the widget built to talk to it directly, headless
 * Chromium. Reports the median and p95 of
 * - opening the token picker (click to the first token on screen),
 * - a keystroke filtering the chain's tokens (key to the list updated),
 * - a search of the service's 5,000 tokens (key to the service's matches on
 *   screen; the picker's 250 ms debounce included),
 * - opening the chain picker (43 + 40 chains listed).
 * Times are taken in Node around Playwright calls, so each includes a round
 * trip to the browser. Writes bench/results/picker.md.
 *
 *   npx tsx bench/picker.bench.ts [--runs 20]
 *
 * Not part of the test command.
 */

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { type Browser, chromium } from '@playwright/test'
import { build, preview } from 'vite'
import { syntheticToken } from '../devnet/catalogue/syntheticCatalogue'
import { startDevnet } from '../devnet/startDevnet'
import { percentile } from './benchStats'

const root = resolve(fileURLToPath(import.meta.url), '../..')

const timed = async (action: () => Promise<unknown>) => {
  const started = performance.now()
  await action()
  return performance.now() - started
}

export const CATALOGUE = { chains: 40, tokens: 5_000 }

export type PickerSamples = { open: number[]; filter: number[]; search: number[]; chains: number[] }

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
  const samples: PickerSamples = { open: [], filter: [], search: [], chains: [] }
  const page = await args.browser.newPage()
  try {
    await page.goto(args.pageUrl)
    const form = page.getByRole('form', { name: 'Transfer' })
    const tokenButton = form.getByRole('button', { name: /^Token / })
    await tokenButton.waitFor()
    const dialog = page.getByRole('dialog')
    for (let run = 0; run < args.runs + 1; run++) {
      const open = await timed(async () => {
        await tokenButton.click()
        await dialog.getByRole('option').first().waitFor()
      })
      const box = dialog.getByRole('combobox')
      // A keystroke over the chain's own tokens: "F" leaves FBTC and FLONG.
      const filter = await timed(async () => {
        await box.press('F')
        await dialog.locator('[role="option"][data-symbol="FBTC"]').waitFor()
        await dialog.locator('[role="option"][data-symbol="ETH"]').waitFor({ state: 'detached' })
      })
      await box.fill('')
      // A search of the service's list: the name of a synthetic token on the picker's chain (the first one).
      const term = syntheticToken(3 * ((run * 331 + 7) % Math.floor(CATALOGUE.tokens / 3)), args.chainIds).name
      const search = await timed(async () => {
        await box.fill(term)
        await dialog.getByRole('option').filter({ hasText: term }).first().waitFor()
      })
      await page.keyboard.press('Escape')
      const chains = await timed(async () => {
        await form.getByRole('button', { name: /^From / }).click()
        await dialog.locator('[role="option"][aria-disabled="true"]').last().waitFor()
      })
      await page.keyboard.press('Escape')
      // The first run warms the browser's caches and loads the dialogs' code; it is not counted.
      if (run === 0) continue
      samples.open.push(open)
      samples.filter.push(filter)
      samples.search.push(search)
      samples.chains.push(chains)
    }
  } finally {
    await page.close()
  }
  return samples
}

export function pickerRows(samples: PickerSamples) {
  return [
    { action: 'open the token picker', ...stats(samples.open) },
    { action: 'filter the chain’s tokens (one key)', ...stats(samples.filter) },
    { action: 'search 5,000 service tokens (250 ms debounce included)', ...stats(samples.search) },
    { action: 'open the chain picker (83 chains)', ...stats(samples.chains) },
  ]
}
const stats = (values: number[]) => ({ p50: percentile(values, 50), p95: percentile(values, 95) })

async function main() {
  const { values: cli } = parseArgs({ options: { runs: { type: 'string', default: '20' } } })
  const RUNS = Number(cli.runs)
  const dataDir = await mkdtemp(join(tmpdir(), 'ferry-bench-picker-'))
  const devnet = await startDevnet({
    dataDir,
    fresh: true,
    port: 39_791,
    chainPort: 39_545,
    quiet: true,
    catalogue: CATALOGUE,
  })
  const outDir = join(root, '.cache/bench-picker-dist')
  process.env.VITE_FERRY_LOCAL_SERVICE_URL = devnet.manifest.serviceUrl
  process.env.VITE_FERRY_PROXY_URL = ''
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  const server = await preview({
    root,
    logLevel: 'warn',
    preview: { port: 39_174, strictPort: true },
    build: { outDir },
  })
  const browser = await chromium.launch({
    executablePath: process.env.FERRY_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  })
  let samples: PickerSamples
  try {
    samples = await measurePickers({
      browser,
      pageUrl: 'http://127.0.0.1:39174/?network=local',
      chainIds: devnet.manifest.chains.map((c) => c.id),
      runs: RUNS,
    })
  } finally {
    await browser.close()
    await new Promise<void>((done) => server.httpServer.close(() => done()))
    await devnet.stop()
    await rm(dataDir, { recursive: true, force: true })
  }

  const table = [
    '| action | p50 | p95 |',
    '|---|---:|---:|',
    ...pickerRows(samples).map((r) => `| ${r.action} | ${r.p50.toFixed(0)} ms | ${r.p95.toFixed(0)} ms |`),
  ].join('\n')
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

export type PickerRow = ReturnType<typeof pickerRows>[number]
