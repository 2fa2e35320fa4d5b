/**
 * POST /currencies/v2 with a large catalogue: grows the synthetic catalogue
 * to 5,000 tokens through `PUT /devnet/catalogue` on the real service app over
 * HTTP (no chains needed: the catalogue lists the devnet's own tokens from
 * fixed addresses), then reports p50/p95 latency (client side: request sent
 * to JSON parsed) of term searches. Writes bench/results/currencies.md.
 *
 *   npx tsx bench/currencies.bench.ts [--tokens 5000 --runs 300 --port 39891]
 *
 * Not part of the test command.
 */

import { mkdir, writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { type Address, keccak256, stringToHex } from 'viem'
import { Catalogue } from '../devnet/catalogue/Catalogue'
import type { CatalogueSourceChain } from '../devnet/catalogue/catalogueTypes'
import { devnetChains } from '../devnet/chains/devnetChains'
import { type ChainContracts, CONTRACT_NAMES } from '../devnet/contracts/deployContracts'
import { devnetCurrencies } from '../devnet/contracts/devnetCurrencies'
import { createLogger } from '../devnet/createLogger'
import { createServiceApp, type ServiceAppContext } from '../devnet/service/createServiceApp'
import { startHttpServer } from '../devnet/service/startHttpServer'
import type { DevnetManifest, ListedCurrency } from '../src/api/schemas'
import { random, summarize } from './benchStats'

const WARMUP = 20

export type CurrenciesQueryResult = { name: string; p50: number; p95: number; p99: number; mean: number; rows: number }
export type CurrenciesResult = { tokens: number; runs: number; seedMs: number; queries: CurrenciesQueryResult[] }

/** Grows the catalogue, times the term searches, writes bench/results/currencies.md. */
export async function benchCurrencies(args: {
  tokens: number
  runs: number
  port: number
  command: string
}): Promise<CurrenciesResult> {
  const TOKENS = args.tokens
  const RUNS = args.runs
  const serviceUrl = `http://127.0.0.1:${args.port}`
  // The devnet's own chains and tokens at fixed addresses: the catalogue reads no chain.
  const chains: CatalogueSourceChain[] = devnetChains.map((spec, i) => {
    const contracts = Object.fromEntries(
      CONTRACT_NAMES.map((name) => [name, `0x${keccak256(stringToHex(`bench/${name}`)).slice(-40)}` as Address]),
    ) as unknown as ChainContracts
    return {
      ...spec,
      rpcUrl: `http://127.0.0.1:${28545 + i}`,
      contracts,
      currencies: devnetCurrencies(spec.id, contracts),
    }
  })
  // Only what the catalogue routes and the admin guard read, and what mounting the routes reads.
  const context = {
    serviceUrl,
    chains: [],
    logger: createLogger('error', '[bench]'),
    apiKeys: [],
    catalogue: new Catalogue({ serviceUrl, chains }),
    outage: { until: 0, paths: undefined },
    flaggedAddresses: new Set(),
    // No Solana chain: its RPC route is mounted, never called here.
    svmChain: { node: {} },
  } as unknown as ServiceAppContext
  const server = await startHttpServer(
    createServiceApp(context, () => ({}) as DevnetManifest),
    { host: '127.0.0.1', port: Number(args.port) },
  )
  const post = async (path: string, body: unknown, method = 'POST') => {
    const response = await fetch(`${serviceUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = (await response.json()) as unknown
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status} ${JSON.stringify(json)}`)
    return json
  }

  const seedStarted = performance.now()
  const sizes = await post('/devnet/catalogue', { tokens: TOKENS }, 'PUT')
  const seedMs = performance.now() - seedStarted
  console.log(`catalogue ${JSON.stringify(sizes)} built in ${seedMs.toFixed(0)} ms`)
  const all = (await post('/currencies/v2', { limit: 100, term: 'a' })) as ListedCurrency[]
  if (all.length === 0) throw new Error('the catalogue lists nothing')
  // Questions drawn from the synthetic tokens themselves.
  const synthetic: ListedCurrency[] = []
  for (const term of ['falcon', 'otter', 'lynx', 'heron', 'bison']) {
    synthetic.push(...((await post('/currencies/v2', { term, limit: 100 })) as ListedCurrency[]))
  }
  const rand = random(7)
  const pick = () => synthetic[Math.floor(rand() * synthetic.length)]!

  const queries: { name: string; body: () => Record<string, unknown> }[] = [
    { name: 'symbol (exact)', body: () => ({ term: pick().symbol.toLowerCase() }) },
    { name: 'symbol prefix (2 letters)', body: () => ({ term: pick().symbol.slice(0, 2) }) },
    { name: 'name word (many hits)', body: () => ({ term: 'falcon' }) },
    { name: 'full name', body: () => ({ term: pick().name }) },
    { name: 'address prefix (0x + 6)', body: () => ({ term: pick().address.slice(0, 8) }) },
    { name: 'full address', body: () => ({ term: pick().address }) },
    { name: 'term on one chain', body: () => ({ term: 'o', chainIds: [31338], limit: 100 }) },
    { name: 'no term, verified, 100', body: () => ({ verified: true, limit: 100 }) },
    { name: 'no match', body: () => ({ term: 'zzzzqqq' }) },
  ]

  const loadBefore = loadavg()[0]!
  const results: { name: string; p50: number; p95: number; p99: number; mean: number; rows: number }[] = []
  for (const { name, body } of queries) {
    const times: number[] = []
    let rows = 0
    for (let run = 0; run < RUNS + WARMUP; run++) {
      const started = performance.now()
      const found = (await post('/currencies/v2', body())) as unknown[]
      const elapsed = performance.now() - started
      if (run >= WARMUP) {
        times.push(elapsed)
        rows += found.length
      }
    }
    const result = {
      name,
      ...summarize(times),
      rows: rows / times.length,
    }
    results.push(result)
    console.log(
      `${name.padEnd(28)} p50 ${result.p50.toFixed(2).padStart(6)} ms  p95 ${result.p95.toFixed(2).padStart(6)} ms  (${result.rows.toFixed(1)} currencies)`,
    )
  }
  const loadAfter = loadavg()[0]!
  await server.close()

  const command = args.command
  const table = [
    '| query | p50 (ms) | p95 (ms) | p99 (ms) | mean (ms) | currencies answered |',
    '|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.mean.toFixed(2)} | ${r.rows.toFixed(1)} |`,
    ),
  ].join('\n')
  const report = `# POST /currencies/v2 benchmark

Command: \`${command}\`
Date: ${new Date().toISOString()}
Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; 1-minute load average ${loadBefore.toFixed(1)} before the timed runs, ${loadAfter.toFixed(1)} after (the machine is shared: other work inflates the tails)
Data: the devnet's 21 currencies plus ${TOKENS.toLocaleString('en-US')} synthetic tokens, seeded with \`PUT /devnet/catalogue\` (index built in ${seedMs.toFixed(0)} ms, once; searches never rebuild it).
Method: the devnet's service app over real HTTP on localhost, one client, ${RUNS} timed requests per query after ${WARMUP} warm-up ones; time from sending the request to the parsed JSON answer (default limit 20 unless the query says). Terms are drawn from the synthetic tokens (deterministic PRNG).

${table}
`
  const here = fileURLToPath(new URL('.', import.meta.url))
  await mkdir(join(here, 'results'), { recursive: true })
  await writeFile(join(here, 'results', 'currencies.md'), report)
  console.log('\nwritten to bench/results/currencies.md')
  return { tokens: TOKENS, runs: RUNS, seedMs, queries: results }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values: args } = parseArgs({
    options: {
      tokens: { type: 'string', default: '5000' },
      runs: { type: 'string', default: '300' },
      port: { type: 'string', default: '39891' },
    },
  })
  benchCurrencies({
    tokens: Number(args.tokens),
    runs: Number(args.runs),
    port: Number(args.port),
    command: `npx tsx bench/currencies.bench.ts${process.argv.length > 2 ? ` ${process.argv.slice(2).join(' ')}` : ''}`,
  }).catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
