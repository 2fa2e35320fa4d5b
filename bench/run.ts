/**
 * `npm run bench`: every benchmark of issue #16, one after another, on this
 * machine. Writes bench/results/<part>.json (figures, samples, date, machine
 * load) and bench/results/summary.md (the figures docs/benchmarks.md points to, from every
 * part's latest JSON), and prints the summary.
 *
 *   npm run bench [-- --only bundle,load,coldPrice,status,quotes,typing,picker,currencies,requests,events,devnetRestart]
 *                 [--load-runs 11] [--cold-price-rounds 11] [--transfers 10] [--quote-runs 100] [--typing-rounds 8]
 *                 [--picker-runs 20] [--currency-runs 300] [--records 100000]
 *                 [--request-runs 200] [--events-seconds 20] [--events-rate 100]
 *                 [--events-streams 1000] [--restart-rounds 9]
 *
 * Parts: bundle (first-load JS/CSS, largest modules), load (cold loads beside
 * reference pages), coldPrice (a cold link with the route and amount to a
 * price on screen, no wallet, beside the service's own swap widget, also with
 * the CPU throttled 4x; and to the quote with a returning wallet), status (status lag, websocket and polling), quotes (quote
 * latency per operation), typing (last keystroke in "You pay" to the quote on
 * screen, and quote requests per typed amount; issue #28), picker (5,000-token catalogue), currencies
 * (`POST /currencies/v2` searches over 5,000 tokens), requests
 * (`GET /requests/v3` at 100,000 records), events (a webhook accepted by one
 * site-server instance → its event on another's SSE streams, PostgreSQL beside
 * the embedded store; issue #27), devnetRestart (a devnet stopped and started again, a chain killed every other
 * round: the median time; issue #37). The builds, one devnet (ports
 * 47545-47547 and 47790, all moved by FERRY_BENCH_PORT_OFFSET or else
 * FERRY_TEST_PORT_OFFSET) and Chromium are shared by the parts that need them.
 * Not part of `npm test`.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { benchBundle } from './bundle'
import { benchColdPrice } from './coldPrice'
import { benchCurrencies } from './currencies.bench'
import { benchDevnetRestart } from './devnetRestart.bench'
import { benchEvents } from './events.bench'
import { createBenchContext, firstFreePort, PORTS } from './lib/context'
import { RESULTS_DIR, readResult, startRun, writeResult } from './lib/results'
import { benchLoad } from './load'
import { CATALOGUE, measurePickers, pickerRows } from './picker.bench'
import { benchQuotes } from './quotes'
import { benchRequests } from './requests.bench'
import { benchStatus } from './status'
import { type Parts, renderSummary } from './summary'
import { benchTyping } from './typing.bench'

const PARTS = [
  'bundle',
  'load',
  'coldPrice',
  'status',
  'quotes',
  'typing',
  'picker',
  'currencies',
  'requests',
  'events',
  'devnetRestart',
] as const
type Part = (typeof PARTS)[number]

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    'load-runs': { type: 'string', default: '11' },
    'cold-price-rounds': { type: 'string', default: '11' },
    transfers: { type: 'string', default: '10' },
    'quote-runs': { type: 'string', default: '100' },
    'typing-rounds': { type: 'string', default: '8' },
    'picker-runs': { type: 'string', default: '20' },
    records: { type: 'string', default: '100000' },
    'request-runs': { type: 'string', default: '200' },
    'currency-runs': { type: 'string', default: '300' },
    'events-seconds': { type: 'string', default: '20' },
    'events-rate': { type: 'string', default: '100' },
    'events-streams': { type: 'string', default: '1000' },
    'restart-rounds': { type: 'string', default: '9' },
  },
})
const only = args.only?.split(',').map((p) => p.trim()) ?? [...PARTS]
for (const part of only)
  if (!PARTS.includes(part as Part)) throw new Error(`unknown part "${part}" (parts: ${PARTS.join(', ')})`)
const selected = PARTS.filter((p) => only.includes(p))
const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`
const log = (line: string) => console.log(`[bench] ${line}`)

async function main() {
  const started = Date.now()
  const context = createBenchContext(log)
  const parts: Record<Part, () => Promise<unknown>> = {
    bundle: () => benchBundle(context),
    load: () => benchLoad(context, { runs: Number(args['load-runs']) }),
    coldPrice: () => benchColdPrice(context, { rounds: Number(args['cold-price-rounds']) }),
    status: () => benchStatus(context, { transfers: Number(args.transfers) }),
    quotes: () => benchQuotes(context, { runs: Number(args['quote-runs']) }),
    typing: () => benchTyping(context, { rounds: Number(args['typing-rounds']) }),
    picker: async () => {
      const devnet = await context.devnet()
      const ferry = await context.serve('ferry')
      const setCatalogue = async (sizes: { chains: number; tokens: number }) => {
        const response = await fetch(`${devnet.manifest.serviceUrl}/devnet/catalogue`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(sizes),
        })
        if (!response.ok) throw new Error(`PUT /devnet/catalogue: HTTP ${response.status} ${await response.text()}`)
      }
      await setCatalogue(CATALOGUE)
      try {
        const runs = Number(args['picker-runs'])
        const samples = await measurePickers({
          browser: await context.browser(),
          pageUrl: `${ferry.url}/?network=local`,
          chainIds: devnet.manifest.chains.map((c) => c.id),
          runs,
        })
        return { runs, catalogue: CATALOGUE, rows: pickerRows(samples), samples }
      } finally {
        await setCatalogue({ chains: 0, tokens: 0 })
      }
    },
    currencies: async () =>
      benchCurrencies({
        tokens: CATALOGUE.tokens,
        runs: Number(args['currency-runs']),
        port: await firstFreePort(PORTS.currencies),
        command,
      }),
    requests: async () => {
      // Alone on the machine: the devnet and the browser are not needed any more.
      await context.close()
      return benchRequests({
        records: Number(args.records),
        runs: Number(args['request-runs']),
        port: await firstFreePort(PORTS.requests),
        command,
      })
    },
    events: async () => {
      // Its own processes (PostgreSQL, site servers): nothing of the others is needed.
      await context.close()
      return benchEvents({
        seconds: Number(args['events-seconds']),
        rate: Number(args['events-rate']),
        streams: Number(args['events-streams']),
        log,
      })
    },
    devnetRestart: async () => {
      // A devnet of its own, in this process (its SVM's spare process is this process's): nothing else runs meanwhile.
      await context.close()
      return benchDevnetRestart({
        rounds: Number(args['restart-rounds']),
        port: await firstFreePort(PORTS.restartService),
        chainPort: PORTS.restartChains,
        log,
      })
    },
  }
  try {
    for (const part of selected) {
      log(`${part}...`)
      const finish = startRun()
      const result = await parts[part]()
      const run = finish()
      await writeResult(part, { part, command, run, result })
      log(`${part} done in ${run.seconds} s (load ${run.loadBefore[0]} → ${run.loadAfter[0]})`)
    }
  } finally {
    await context.close()
  }
  const all: Parts = {}
  for (const part of PARTS) Object.assign(all, { [part]: await readResult(part) })
  const summary = renderSummary(all)
  await writeFile(join(RESULTS_DIR, 'summary.md'), summary)
  console.log(
    `\n${summary}\n[bench] ${selected.join(', ')} in ${((Date.now() - started) / 1000).toFixed(0)} s; written to bench/results/`,
  )
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
