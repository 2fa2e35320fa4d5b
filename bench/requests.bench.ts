/**
 * GET /requests/v3 under load: seeds 100,000 request records straight into a
 * devnet store, serves the real service app over HTTP, and reports p50/p95
 * latency (client side: request sent to JSON parsed) of the listing queries
 * the activity view makes. Writes bench/results/requests.md.
 *
 *   npm run bench:requests [-- --records 100000 --runs 200 --keep-db /tmp/ferry-bench-db]
 *
 * Not part of the test command.
 */

import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { createLogger } from '../devnet/createLogger'
import { createServiceApp, type ServiceAppContext } from '../devnet/service/createServiceApp'
import { startHttpServer } from '../devnet/service/startHttpServer'
import { DevnetStore } from '../devnet/store/DevnetStore'
import { StatisticsKeeper } from '../devnet/store/StatisticsKeeper'
import { type SeedRequest, seedRequestRecords } from '../devnet/store/seedRequestRecords'
import type { DevnetManifest } from '../src/api/schemas'
import { random, summarize } from './benchStats'

const API_KEYS = ['bench-key-1', 'bench-key-2', 'bench-key-3']
const CHAINS = [31337, 31338, 31339]
const USERS = 2_000
const T0 = Date.UTC(2026, 0, 1)

let rand = random(42)
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!
const hex = (n: number, width: number, prefix = '') =>
  `0x${prefix}${n.toString(16).padStart(width - prefix.length, '0')}`
const userOf = (i: number) => hex(i + 1, 40, 'a')
const ETH = { address: hex(0, 40), symbol: 'ETH' }
const USDC = { address: hex(0xc, 40), symbol: 'USDC' }
const WETH = { address: hex(0xe, 40), symbol: 'WETH' }

function seedOf(i: number): SeedRequest {
  const operation = pick(['bridge', 'bridge', 'bridge', 'swap', 'swap', 'send', 'wrap', 'unwrap', 'call'] as const)
  const sameChain =
    operation === 'wrap' ||
    operation === 'unwrap' ||
    (operation === 'swap' && rand() < 0.5) ||
    (operation === 'send' && rand() < 0.5)
  const origin = pick(CHAINS)
  const destination = sameChain ? origin : pick(CHAINS.filter((c) => c !== origin))
  const status = pick([
    'success',
    'success',
    'success',
    'success',
    'success',
    'success',
    'refund',
    'failure',
    'waiting',
    'pending',
  ] as const)
  const createdAt = T0 + i * 25_000 + Math.floor(rand() * 20_000)
  const usd = (rand() * rand() * 10_000).toFixed(2)
  const currencyIn = operation === 'unwrap' ? WETH : pick([ETH, USDC])
  const currencyOut =
    operation === 'wrap' ? WETH : operation === 'swap' ? (currencyIn === ETH ? USDC : ETH) : currencyIn
  const appFee = rand() < 0.2
  const block = 1_000 + i
  const transactions: SeedRequest['transactions'] = []
  const history: SeedRequest['history'] = [{ status: 'waiting', at: createdAt }]
  if (status !== 'waiting') {
    transactions.push({
      kind: 'deposit',
      chainId: origin,
      txHash: hex(i, 64, 'd'),
      status: 'success',
      blockNumber: block,
    })
    history.push({ status: status === 'failure' || status === 'refund' ? 'failure' : 'pending', at: createdAt + 2_000 })
  }
  if (status === 'success') {
    transactions.push({
      kind: 'fill',
      chainId: destination,
      txHash: hex(i, 64, 'f'),
      status: 'success',
      blockNumber: block + 1,
    })
    history.push(
      { status: 'submitted', at: createdAt + 3_000 },
      { status: 'success', at: createdAt + 3_000 + Math.floor(rand() * 20_000) },
    )
  }
  if (status === 'refund') {
    transactions.push({
      kind: 'refund',
      chainId: origin,
      txHash: hex(i, 64, 'e'),
      status: 'success',
      blockNumber: block + 2,
    })
    history.push({ status: 'refund', at: createdAt + 5_000 })
  }
  return {
    id: hex(i + 1, 64, 'b'),
    apiKey: rand() < 0.9 ? pick(API_KEYS) : null,
    operation,
    user: userOf(Math.floor(rand() * USERS)),
    originChainId: origin,
    destinationChainId: destination,
    currencyIn,
    currencyOut,
    amountIn: BigInt(Math.floor(Number(usd) * 1e6)),
    amountInUsd: usd,
    status,
    failReason:
      status === 'failure' || status === 'refund'
        ? pick(['SLIPPAGE', 'DEPOSITED_AMOUNT_TOO_LOW_TO_FILL', 'ORDER_EXPIRED', 'SOLVER_BALANCE_TOO_LOW'])
        : 'N/A',
    createdAt,
    quoteRequest: { amount: '1000000', ...(appFee && { appFees: [{ recipient: userOf(0), fee: '50' }] }) },
    quoteResponse: {
      fees: {
        relayerGas: { amount: '1200', amountUsd: '0.0012' },
        relayerService: { amount: '500', amountUsd: '0.0005' },
        app: {
          amount: appFee ? '5000' : '0',
          amountUsd: appFee ? (Number(usd) * 0.005).toFixed(6) : '0',
          currency: {
            chainId: origin,
            address: currencyIn.address,
            symbol: currencyIn.symbol,
            name: currencyIn.symbol,
            decimals: 6,
          },
        },
      },
      details: {
        timeEstimate: 2,
        isFixedRate: operation === 'bridge',
        currencyIn: { amount: '1000000', amountUsd: usd },
        currencyOut: { amount: '990000', amountUsd: usd },
      },
      protocol: { v2: { orderId: hex(i + 1, 64, 'b') } },
    },
    transactions,
    history,
  }
}

export type RequestsQueryResult = { name: string; p50: number; p95: number; p99: number; mean: number; rows: number }
export type RequestsResult = {
  records: number
  runs: number
  seedSeconds: number
  analyzeMs: number
  loadBefore: number
  loadAfter: number
  queries: RequestsQueryResult[]
}

/** Seeds (or reuses, with `keepDb`) the records, times the listing queries, writes bench/results/requests.md. */
export async function benchRequests(args: {
  records: number
  runs: number
  port: number
  keepDb?: string
  command: string
}): Promise<RequestsResult> {
  const RECORDS = args.records
  const RUNS = args.runs
  rand = random(42)
  const dir = args.keepDb ? resolve(args.keepDb) : await mkdtemp(join(tmpdir(), 'ferry-bench-requests-'))
  await mkdir(dir, { recursive: true })
  const reuse = await stat(join(dir, 'db', 'PG_VERSION')).then(
    () => true,
    () => false,
  )
  const store = await DevnetStore.open(join(dir, 'db'))
  const seeds: SeedRequest[] = Array.from({ length: RECORDS }, (_, i) => seedOf(i))
  let seedSeconds = 0
  if (!reuse) {
    const started = Date.now()
    for (let i = 0; i < seeds.length; i += 5_000) {
      await seedRequestRecords(store, seeds.slice(i, i + 5_000))
      process.stdout.write(`\rseeded ${Math.min(i + 5_000, seeds.length)} / ${seeds.length}`)
    }
    seedSeconds = (Date.now() - started) / 1000
    console.log(` in ${seedSeconds.toFixed(1)} s`)
  }
  // What the devnet does when it starts on this data dir: fresh planner statistics (PGlite has no autovacuum).
  const analyzeStarted = Date.now()
  const statistics = new StatisticsKeeper(store)
  await statistics.start()
  await statistics.stop()
  const analyzeMs = Date.now() - analyzeStarted
  console.log(`ANALYZE took ${analyzeMs} ms`)
  console.log(`${await store.countRequests()} request records in ${dir}`)

  const logger = createLogger('error', '[bench]')
  // Only what the listing route reads; the bench has no chains.
  const context = {
    serviceUrl: `http://127.0.0.1:${args.port}`,
    chains: [],
    store,
    logger,
    apiKeys: API_KEYS,
    pricing: {
      usdPrices: { eth: 3_000_000_000n, weth: 3_000_000_000n, usdc: 1_000_000n },
      relayerServiceBps: 5n,
      defaultSlippageBps: 50n,
      quoteTtlSeconds: 600,
      timeEstimateSeconds: 2,
    },
    outage: { until: 0, paths: undefined },
    flaggedAddresses: new Set(),
    // No Solana chain: its RPC route is mounted, never called here.
    svmChain: { node: {} },
  } as unknown as ServiceAppContext
  const server = await startHttpServer(
    createServiceApp(context, () => ({}) as DevnetManifest),
    { host: '127.0.0.1', port: args.port },
  )
  const base = `http://127.0.0.1:${args.port}/requests/v3`

  const successful = seeds.filter((s) => s.status === 'success')
  const threeGroups = JSON.stringify([
    { status: 'success', originChainId: 31337, currencyInSymbol: 'usdc' },
    { status: ['refund', 'failure'], 'not:requestType': 'Bridge' },
    { features: 'app_fees', amountUsdMin: 5000 },
  ])
  const queries: { name: string; query: () => string }[] = [
    { name: 'no filter', query: () => '' },
    { name: 'user filter', query: () => `user=${userOf(Math.floor(rand() * USERS))}` },
    { name: 'term search by tx hash', query: () => `term=${pick(successful).transactions![1]!.txHash}` },
    { name: 'three-group filters', query: () => `filters=${encodeURIComponent(threeGroups)}` },
    { name: 'sortBy=amountUsd', query: () => 'sortBy=amountUsd' },
  ]

  const loadBefore = loadavg()[0]!
  const results: { name: string; p50: number; p95: number; p99: number; mean: number; rows: number }[] = []
  for (const { name, query } of queries) {
    const times: number[] = []
    let rows = 0
    for (let run = 0; run < RUNS + 20; run++) {
      const started = performance.now()
      const response = await fetch(`${base}?${query()}`, { headers: { 'x-api-key': API_KEYS[0]! } })
      const body = (await response.json()) as { requests?: unknown[]; message?: string }
      const elapsed = performance.now() - started
      if (response.status !== 200) throw new Error(`${name}: HTTP ${response.status} ${body.message}`)
      if (run >= 20) {
        times.push(elapsed)
        rows += body.requests!.length
      }
    }
    const result = {
      name,
      ...summarize(times),
      rows: rows / times.length,
    }
    results.push(result)
    console.log(
      `${name.padEnd(24)} p50 ${result.p50.toFixed(1).padStart(6)} ms  p95 ${result.p95.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms  (${result.rows.toFixed(1)} records a page)`,
    )
  }
  const loadAfter = loadavg()[0]!
  await server.close()
  await store.close()
  if (!args.keepDb) await rm(dir, { recursive: true, force: true })

  const command = args.command
  const table = [
    '| query | p50 (ms) | p95 (ms) | p99 (ms) | mean (ms) | records a page |',
    '|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.mean.toFixed(1)} | ${r.rows.toFixed(0)} |`,
    ),
  ].join('\n')
  const report = `# GET /requests/v3 benchmark

Command: \`${command}\`
Date: ${new Date().toISOString()}
Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, PGlite (embedded Postgres, wasm) in a data dir; 1-minute load average ${loadBefore.toFixed(1)} before the timed runs, ${loadAfter.toFixed(1)} after (the machine is shared: other work inflates the tails)
Data: ${RECORDS.toLocaleString('en-US')} request records seeded straight into the store (${USERS} users, 3 chains, every operation and status; a deposit, fill or refund transaction each as their status implies)${seedSeconds ? `, seeded in ${seedSeconds.toFixed(0)} s` : ''}
Planner statistics: taken as the devnet takes them when it starts (\`StatisticsKeeper\`, ANALYZE of requests and request_transactions: ${analyzeMs} ms here).
Method: the devnet's service app over real HTTP on localhost, one client, ${RUNS} timed requests per query after 20 warm-up ones; time from sending the request to the parsed JSON page (default page size 20, each page a full section 2.5 record with transactions, fees and history). Goal: p95 under 50 ms.

${table}

Queries:
- no filter: \`GET /requests/v3\` (newest first)
- user filter: \`?user=<one of the ${USERS} users>\` (a different user each time)
- term search by tx hash: \`?term=<a fill transaction hash>\` (a different hash each time)
- three-group filters: \`?filters=${threeGroups}\`
- sortBy=amountUsd: \`?sortBy=amountUsd\` (ascending by default)
`
  const here = fileURLToPath(new URL('.', import.meta.url))
  await mkdir(join(here, 'results'), { recursive: true })
  await writeFile(join(here, 'results', 'requests.md'), report)
  console.log(`\nwritten to bench/results/requests.md`)
  return { records: RECORDS, runs: RUNS, seedSeconds, analyzeMs, loadBefore, loadAfter, queries: results }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values: args } = parseArgs({
    options: {
      records: { type: 'string', default: '100000' },
      runs: { type: 'string', default: '200' },
      port: { type: 'string', default: '39890' },
      'keep-db': { type: 'string' },
    },
  })
  benchRequests({
    records: Number(args.records),
    runs: Number(args.runs),
    port: Number(args.port),
    keepDb: args['keep-db'],
    command: `npm run bench:requests${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
  }).catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
