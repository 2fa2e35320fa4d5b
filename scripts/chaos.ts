/**
 * `npm run chaos -- [--transfers 100] [--seed 1] [--concurrency 12] [--interval 6] [--svm-interval 6] [--pages 6] [--port-offset 0] [--log file] [--keep]`
 *
 * At least `--transfers` transfers of every operation (bridge, swap, send, wrap, unwrap, call, two deposit
 * kinds: gasless by signature and deposit address, `chaos/gaslessAndDepositAddress.ts`, and SOL to and from the
 * Solana chain, `chaos/solanaTransfers.ts`) through a devnet
 * of its own (ports 39000 / 39545-39547, shifted by `--port-offset` or else FERRY_TEST_PORT_OFFSET so that two runs can
 * share a machine; a temp data dir) while, every `--interval` seconds or so, one of:
 * a chain's anvil is killed with SIGKILL (then the devnet is stopped and started again on the same data dir: crash
 * recovery), the devnet is stopped and started cleanly, or the webhook receiver (registered with
 * `PUT /devnet/webhooks/:apiKey`) goes down for a few seconds; and every `--svm-interval` seconds or so (the same by
 * default) the SVM's process is killed (the rest runs on; it is started again from its snapshot). Afterwards it checks that every deposit was filled or
 * refunded exactly once (or, lost with its chain, ended DEPOSIT_REORGED), that no solver transaction on any chain is
 * unknown to the store, that no token is unaccounted for (users + solver + depositories + pools + router + vault,
 * with the gas they paid; deposit addresses and their factory too), and that every webhook event arrived (once, after
 * deduplication). Meanwhile `--pages` pages of the widget's production build (headless Chromium, port 39100,
 * plus the offset, `chaos/widgetPages.ts`) each start a real transfer through the form at moments spread over the run and are left
 * open; afterwards each must show by itself, within 60 s, the outcome the store has for its request. Then it prints
 * a summary.
 * Exit code 1 when a check fails. Not part of `npm test`.
 */
import { appendFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Address, encodeFunctionData, getAddress, type Hex, parseEther, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { tokenAbi } from '../devnet/contracts/tokenAbi'
import { vaultAbi } from '../devnet/contracts/vaultAbi'
import type { RecoveryReport } from '../devnet/recovery/recoverChains'
import { type Devnet, type StartDevnetOptions, startDevnet } from '../devnet/startDevnet'
import { SOLANA_CHAIN_ID } from '../devnet/svm/SvmChain'
import { type DevnetHarness, devnetHarness } from '../devnet/testing/devnetHarness'
import { orderIdOf } from '../devnet/testing/orderOf'
import {
  type ReceivedWebhook,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../devnet/testing/startWebhookReceiver'
import { evmStepData, isSignatureStep, isTransactionStep, quoteResponseSchema } from '../src/api/schemas'
import { describeFailedRequests } from './chaos/describeFailedRequests'
import {
  depositAddressOfQuote,
  depositAddressQuoteBody,
  gaslessQuoteBody,
  signAndPostPermit,
  sweptRequestId,
} from './chaos/gaslessAndDepositAddress'
import { solanaTransfers } from './chaos/solanaTransfers'
import { openWidgetPages, serveWidget, type WidgetPages } from './chaos/widgetPages'

const OPERATIONS = ['bridge', 'swap', 'send', 'wrap', 'unwrap', 'call', 'gasless', 'depositAddress', 'solana'] as const
type Operation = (typeof OPERATIONS)[number]
/** Transfers the widget's pages start: counted with the rest, shown on their own row. */
const WIDGET = 'widget page' as const
const API_KEY = 'chaos-key'

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? Number(process.argv[i + 1]) : fallback
}
const TRANSFERS = flag('transfers', 100)
const SEED = flag('seed', 1)
const CONCURRENCY = flag('concurrency', 12)
const INTERVAL_S = flag('interval', 6)
const PAGES = flag('pages', 6)
const SVM_INTERVAL_S = flag('svm-interval', INTERVAL_S)
const PORT_OFFSET = flag('port-offset', Number(process.env.FERRY_TEST_PORT_OFFSET ?? 0))
const SERVICE_PORT = 39_000 + PORT_OFFSET
const CHAIN_PORT = 39_545 + PORT_OFFSET
const SITE_PORT = 39_100 + PORT_OFFSET
const PAGE_CATCH_UP_MS = 60_000
const GASLESS_REFUSED = new Set(['INVALID_SIGNATURE', 'SIGNATURE_EXPIRED', 'GASLESS_PERMIT_BALANCE_TOO_LOW'])
const KEEP = process.argv.includes('--keep')
/** `--log file`: the devnet's log lines (otherwise dropped, errors only counted) appended there with a timestamp. */
const LOG_FILE = process.argv.includes('--log') ? process.argv[process.argv.indexOf('--log') + 1] : undefined
const logLine = (level: string, message: string, rest: unknown[]) => {
  if (LOG_FILE)
    appendFileSync(
      LOG_FILE,
      `${new Date().toISOString()} ${level} ${message} ${rest.map((r) => String(r)).join(' ')}\n`,
    )
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const random = mulberry32(SEED)
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Transfer {
  operation: Operation | typeof WIDGET
  requestId: string
  origin: number
  /** Every step's transaction was mined (as far as the user could see). */
  deposited: boolean
  /** A step failed (chain or devnet down): the deposit may or may not have landed. */
  interrupted: boolean
  /** The last step's transaction (the deposit), once sent. */
  depositHash?: Hex
}

const tally = {
  quotesRefused: 0,
  stepsInterrupted: 0,
  chainKills: 0,
  devnetRestarts: 0,
  receiverOutages: 0,
  restartMs: [] as number[],
  svmCrashes: 0,
  svmRestartMs: [] as number[],
  devnetErrors: 0,
  startRetries: 0,
}
/** When each chaos event happened: a widget page's transfer was in flight if one fell between its click and its end. */
const chaosEvents: { at: number; kind: string }[] = []
const recoveries: RecoveryReport[] = []

async function main(): Promise<void> {
  const started = Date.now()
  const dataDir = await mkdtemp(join(tmpdir(), 'ferry-chaos-'))
  const received: ReceivedWebhook[] = []
  let receiver: WebhookReceiver = await startWebhookReceiver()
  const hookPort = Number(new URL(receiver.url).port)
  const keepReceived = (r: WebhookReceiver) => {
    const respond = r.respond
    r.respond = (request, index) => {
      received.push(request)
      return respond(request, index)
    }
  }
  keepReceived(receiver)
  // The widget's build, pointing at the chaos devnet (built before it starts: the build wants both cores).
  const site = PAGES > 0 ? await serveWidget(`http://127.0.0.1:${SERVICE_PORT}`, SITE_PORT) : undefined
  const options: StartDevnetOptions = {
    dataDir,
    port: SERVICE_PORT,
    chainPort: CHAIN_PORT,
    // The devnet's errors (a node that is gone answers nothing) are counted, not printed.
    logger: {
      info: (message, ...rest) => logLine('info', message, rest),
      warn: (message, ...rest) => logLine('warn', message, rest),
      error: (message, ...rest) => {
        tally.devnetErrors += 1
        logLine('error', message, rest)
      },
    },
    apiKeys: [API_KEY],
    webhookRetryBaseMs: 200,
    solverPollIntervalMs: 100,
  }
  let devnet: Devnet = await startDevnet({ ...options, fresh: true })
  const h: DevnetHarness = devnetHarness(devnet.manifest)
  const chainIds = devnet.manifest.chains.map((c) => c.id)
  const admin = async (path: string, body: unknown, method = 'POST') => {
    const answer = await h.request(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`)
    return answer.body
  }
  await admin(`/devnet/webhooks/${API_KEY}`, { url: receiver.url, enabled: true }, 'PUT')

  // Users, funded before the baseline; recipients are always users, so every token stays among known holders.
  const newUser = () => {
    const privateKey = generatePrivateKey()
    return { privateKey, address: privateKeyToAddress(privateKey) }
  }
  const users = Array.from({ length: CONCURRENCY * 2 }, newUser)
  // Each widget page signs with a key of its own, so pages never share a nonce.
  const pageUsers = Array.from({ length: PAGES }, newUser)
  for (const user of [...users, ...pageUsers])
    await admin('/devnet/faucet', {
      address: user.address,
      ethBalance: parseEther('20').toString(),
      usdc: (20_000n * 10n ** 6n).toString(),
      weth: parseEther('10').toString(),
    })
  // Solana users (SOL only): they deposit on Solana and are paid there.
  const sol = solanaTransfers(h, random)
  await sol.fund(CONCURRENCY)
  // A clean stop saves every chain: the baseline is what a crash can fall back to.
  await devnet.stop()
  devnet = await startDevnet(options)
  recoveries.push(devnet.recovery)

  // Every deposit address given out (the same on every chain), swept or not.
  const depositAddresses = new Set<Address>()
  const holders = (chainId: number): Address[] => {
    const c = h.contracts(chainId)
    return [
      ...users.map((u) => u.address),
      ...pageUsers.map((u) => u.address),
      ...depositAddresses,
      c.depositFactory!,
      getAddress(devnet.manifest.solver.address),
      c.depository!,
      c.pool!,
      c.memePool!,
      c.router!,
      c.vault!,
    ]
  }
  const baselineBlocks = new Map<number, bigint>()
  for (const id of chainIds) baselineBlocks.set(id, await h.client(id).getBlockNumber({ cacheTime: 0 }))
  const baseline = await totals(h, chainIds, holders)
  const solBaseline = await sol.baseline()
  console.log(`chaos: seed ${SEED}, ${TRANSFERS} transfers per operation, ${CONCURRENCY} workers, data dir ${dataDir}`)

  // The gate is closed while the devnet is down: workers wait instead of failing every call.
  let gate: Promise<void> = Promise.resolve()
  let openGate: () => void = () => undefined
  const closeGate = () => {
    gate = new Promise<void>((resolve) => {
      openGate = resolve
    })
  }
  const transfers: Transfer[] = []
  const submitted = new Map<Operation, number>(OPERATIONS.map((o) => [o, 0]))
  const done = () => OPERATIONS.every((o) => (submitted.get(o) ?? 0) >= TRANSFERS)
  let nextOp = 0

  const worker = async (w: number) => {
    const wallets = [users[w * 2]!, users[w * 2 + 1]!]
    let turn = 0
    while (!done()) {
      await gate
      const operation = OPERATIONS.filter((o) => (submitted.get(o) ?? 0) < TRANSFERS)[nextOp++ % OPERATIONS.length]
      if (!operation) break
      const wallet = wallets[turn++ % 2]!
      const other = users[Math.floor(random() * users.length)]!.address
      const origin = pick(chainIds)
      const destination = pick(chainIds.filter((c) => c !== origin))
      const solana = operation === 'solana' ? sol.quoteBody(wallet.address, origin) : undefined
      const body =
        solana?.body ??
        (operation === 'gasless'
          ? gaslessQuoteBody(wallet.address, origin, destination, random)
          : operation === 'depositAddress'
            ? depositAddressQuoteBody(wallet.address, origin, destination, random)
            : quoteBody(h, operation as QuoteOperation, wallet.address, other, origin, destination))
      const answer = await h.quote(body, { 'x-api-key': API_KEY }).catch(() => undefined)
      if (answer?.status !== 200) {
        tally.quotesRefused += 1
        await sleep(300)
        continue
      }
      const quote = quoteResponseSchema.parse(answer.body)
      const transfer: Transfer = {
        operation,
        requestId: orderIdOf(quote).toLowerCase(),
        origin: solana?.payer ? SOLANA_CHAIN_ID : origin,
        deposited: false,
        interrupted: false,
      }
      transfers.push(transfer)
      const depositAddress = depositAddressOfQuote(quote)
      if (depositAddress) depositAddresses.add(depositAddress)
      try {
        if (solana?.payer) {
          await gate
          await sol.deposit(quote, solana.payer, (signature) => {
            transfer.depositHash = signature as Hex
          })
        }
        for (const step of solana?.payer ? [] : quote.steps) {
          if (operation === 'gasless' && isSignatureStep(step)) {
            await gate
            // The service takes the signature and sends the deposit itself: the person sends no transaction.
            await signAndPostPermit(h, quote, wallet.privateKey)
            continue
          }
          if (!isTransactionStep(step)) throw new Error(`unexpected ${step.kind} step`)
          for (const item of step.items) {
            await gate
            const data = evmStepData(item.data)
            const hash = await h.wallet(wallet.privateKey, data.chainId).sendTransaction({
              to: getAddress(data.to),
              data: data.data as Hex,
              value: BigInt(data.value),
            })
            // The deposit is the last step's last transaction; an approve on chain is no deposit.
            if (step === quote.steps.at(-1) && item === step.items.at(-1)) transfer.depositHash = hash
            const receipt = await h
              .client(data.chainId)
              .waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 15_000 })
            if (receipt.status !== 'success') throw new Error(`step ${step.id} reverted`)
          }
        }
        transfer.deposited = true
        submitted.set(operation, (submitted.get(operation) ?? 0) + 1)
      } catch {
        transfer.interrupted = true
        tally.stepsInterrupted += 1
        await sleep(300)
      }
    }
  }

  const restart = async () => {
    const t0 = Date.now()
    await devnet.stop()
    // Ports 39000+ lie in Linux's ephemeral range: a client socket may hold one for a moment. Try again then.
    for (let attempt = 1; ; attempt++) {
      try {
        devnet = await startDevnet(options)
        break
      } catch (error) {
        if (attempt >= 10) throw error
        tally.startRetries += 1
        await sleep(1000)
      }
    }
    recoveries.push(devnet.recovery)
    tally.devnetRestarts += 1
    tally.restartMs.push(Date.now() - t0)
  }
  let chaosRunning = true
  const chaos = async () => {
    while (chaosRunning) {
      await sleep(INTERVAL_S * 1000 * (0.5 + random()))
      if (!chaosRunning) break
      const event = random()
      if (event < 0.45) {
        const chainId = pick(chainIds)
        tally.chainKills += 1
        chaosEvents.push({ at: Date.now(), kind: 'chain killed' })
        await devnet.killChain(chainId, 'SIGKILL')
        closeGate()
        await sleep(300 + random() * 700)
        await restart()
        openGate()
      } else if (event < 0.7) {
        chaosEvents.push({ at: Date.now(), kind: 'devnet restart' })
        closeGate()
        await restart()
        openGate()
      } else {
        tally.receiverOutages += 1
        await receiver.close()
        await sleep(1000 + random() * 2000)
        receiver = await startWebhookReceiver({ port: hookPort })
        keepReceived(receiver)
      }
    }
  }
  // The widget's pages: opened while the devnet is healthy, then each starts its transfer when the run is that far
  // along (page i at (i + 0.5) / pages of the transfers), so they are spread over the chaos, and is left alone.
  const pages: WidgetPages | undefined = site
    ? await openWidgetPages({
        siteUrl: site.url,
        manifest: devnet.manifest,
        users: pageUsers,
        amountOf: (i) => `0.0${1 + (i % 9)}`,
      })
    : undefined
  const progress = () =>
    OPERATIONS.reduce((sum, o) => sum + Math.min(TRANSFERS, submitted.get(o) ?? 0), 0) / (TRANSFERS * OPERATIONS.length)
  const drivePages = async () => {
    const starts: Promise<void>[] = []
    for (let i = 0; i < PAGES && pages; i++) {
      while (progress() < (i + 0.5) / PAGES && !done()) await sleep(200)
      const origin = pick(chainIds)
      starts.push(pages.start(i, { origin, destination: pick(chainIds.filter((c) => c !== origin)) }))
    }
    await Promise.all(starts)
  }
  // Beside those, on a clock of its own: only the SVM's process dies; nothing else stops, no gate closes.
  const svmChaos = async () => {
    while (chaosRunning) {
      await sleep(SVM_INTERVAL_S * 1000 * (0.5 + random()))
      if (!chaosRunning) break
      chaosEvents.push({ at: Date.now(), kind: 'SVM crash' })
      // (Not while the devnet is being restarted: there is no process to kill then.)
      const ms = await sol.crash().catch((error: unknown) => {
        // Not back: a failure of the run, not a crash that was not tried (a devnet restarting has none to kill).
        if (String(error).includes('not back')) svmNotBack.push(String(error))
        return 0
      })
      if (ms > 0) {
        tally.svmCrashes += 1
        tally.svmRestartMs.push(ms)
      }
    }
  }
  const svmNotBack: string[] = []
  // Each loop on its own: one that throws ends the run, as it always did, instead of leaving workers at a closed gate.
  const chaosLoop = chaos()
  const svmLoop = svmChaos()
  await Promise.all([...Array.from({ length: CONCURRENCY }, (_, w) => worker(w)), drivePages()])
  chaosRunning = false
  await chaosLoop
  await svmLoop
  const chaosEndedAt = Date.now()
  pages?.readDeposits()
  for (const page of pages?.transfers ?? [])
    if (page.requestId)
      transfers.push({
        operation: WIDGET,
        requestId: page.requestId,
        origin: page.origin,
        deposited: page.depositHash !== undefined,
        interrupted: false,
        depositHash: page.depositHash,
      })
  const transfersDoneAt = Date.now()

  // Everything settles: every request at its end, every webhook delivered.
  const failures: string[] = [...svmNotBack]
  const finals = new Map<string, { status: string; failReason?: string; refundFailReason?: string }>()
  const settleBy = Date.now() + 180_000
  // A deposit mined and lost with its chain before the solver had read it: the devnet never knew of it (stays waiting).
  const depositGone = async (transfer: Transfer) =>
    transfer.depositHash === undefined ||
    (transfer.origin === SOLANA_CHAIN_ID ? !(await sol.landed(transfer.depositHash)) : undefined) ||
    (transfer.origin !== SOLANA_CHAIN_ID &&
      (await h
        .client(transfer.origin)
        .getTransactionReceipt({ hash: transfer.depositHash })
        .then(
          () => false,
          () => true,
        )))
  for (const transfer of transfers) {
    for (;;) {
      const status = await h.status(transfer.requestId)
      const final =
        (status.status === 'waiting' &&
          transfer.deposited &&
          Date.now() > transfersDoneAt + 5_000 &&
          (await depositGone(transfer))) ||
        status.status === 'success' ||
        status.status === 'refund' ||
        (status.status === 'failure' &&
          (status.failReason === 'DEPOSIT_REORGED' ||
            (status.refundFailReason ?? 'N/A') !== 'N/A' ||
            // A gasless deposit the chain refused: no funds moved, nothing to refund (reported below).
            GASLESS_REFUSED.has(status.failReason ?? ''))) ||
        (status.status === 'waiting' && !transfer.deposited)
      if (final || Date.now() > settleBy) {
        finals.set(transfer.requestId, status)
        if (!final) failures.push(`request ${transfer.requestId} (${transfer.operation}) still ${status.status}`)
        break
      }
      await sleep(200)
    }
  }
  // A waiting request: its deposit must really not be on chain (the indexer would have seen it).
  await sleep(1500)
  let unseenLost = 0
  for (const transfer of transfers) {
    if (finals.get(transfer.requestId)?.status !== 'waiting') continue
    const status = await h.status(transfer.requestId)
    if (status.status !== 'waiting') failures.push(`request ${transfer.requestId} moved to ${status.status} late`)
    else if (!(await depositGone(transfer)))
      failures.push(`request ${transfer.requestId}: deposit on chain, still waiting`)
    else if (transfer.deposited) unseenLost += 1
  }
  const deliveries = await waitForDeliveries(h, settleBy)

  // The widget's open pages, never reloaded: each shows the store's outcome for its request, by itself.
  const storeOutcome = async (id: string) => {
    const [status, record] = await Promise.all([h.status(id), h.record(id)])
    return { status: status.status, failReason: status.failReason, at: record.history.at(-1)?.at ?? 0 }
  }
  const pageChecks = pages ? await pages.checkCaughtUp(storeOutcome, chaosEndedAt, PAGE_CATCH_UP_MS) : []
  const pageFinals = pageChecks.filter((c) => !c.nothingToShow)
  const pagesCaughtUp = pageFinals.filter((c) => c.ok).length
  for (const c of pageChecks)
    if (!c.ok)
      failures.push(
        `widget page ${c.page} (request ${c.requestId}): the store says ${c.expected}, the page shows ${c.shown}`,
      )
  // In flight: a chaos event fell between the click and the store's final status.
  let pagesInFlight = 0
  for (const page of pages?.transfers ?? []) {
    if (!page.requestId || page.clickedAt === undefined) continue
    const history = (await h.record(page.requestId)).history
    const endedAt = history.at(-1)?.at ?? Date.now()
    if (chaosEvents.some((e) => e.at >= page.clickedAt! && e.at <= endedAt)) pagesInFlight += 1
  }
  await pages?.close()
  await site?.close()

  // Exactly once: every solver transaction on every chain is a recorded fill/refund/gasless deposit of one request, or
  // a recovery cancellation; each filled request has one successful fill, each refunded one one refund and no fill.
  const recorded = new Map<string, { requestId: string; kind: string }>()
  const counts = { success: 0, refund: 0, reorged: 0, refundFailed: 0, noDeposit: 0, filledWithoutDeposit: 0 }
  for (const transfer of transfers) {
    const record = await h.record(transfer.requestId)
    for (const t of record.transactions)
      recorded.set(String(t.txHash).toLowerCase(), { requestId: transfer.requestId, kind: String(t.kind) })
  }
  const solver = devnet.manifest.solver.address.toLowerCase()
  const holderSet = new Map(chainIds.map((id) => [id, new Set(holders(id).map((a) => a.toLowerCase()))]))
  const gasPaid = new Map<number, bigint>()
  // Per request, the solver's successful transactions on chain: fills, refunds, deposits (gasless) and sweeps.
  type Mined = { fills: number; refunds: number; deposits: number; sweeps: number }
  const minedSolver = new Map<string, Mined>()
  const noneMined = (): Mined => ({ fills: 0, refunds: 0, deposits: 0, sweeps: 0 })
  const requestIds = new Set(transfers.map((t) => t.requestId))
  let cancellations = 0
  for (const chainId of chainIds) {
    const client = h.client(chainId)
    const head = await client.getBlockNumber({ cacheTime: 0 })
    let gas = 0n
    for (let n = baselineBlocks.get(chainId)! + 1n; n <= head; n++) {
      const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
      const receipts = (await client.request({
        method: 'eth_getBlockReceipts' as never,
        params: [`0x${n.toString(16)}`] as never,
      })) as { transactionHash: string; from: string; gasUsed: string; effectiveGasPrice: string; status: string }[]
      for (const receipt of receipts) {
        const from = receipt.from.toLowerCase()
        if (holderSet.get(chainId)!.has(from)) gas += BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice)
        if (from !== solver) continue
        const hash = receipt.transactionHash.toLowerCase()
        const tx = block.transactions.find((t) => t.hash.toLowerCase() === hash)!
        const swept = tx.to?.toLowerCase() === h.contracts(chainId).depositFactory!.toLowerCase()
        const sweepOf = swept ? sweptRequestId(tx.input) : undefined
        // A sweep is recorded on its deposit address's arrival, not among the request's transactions.
        const known =
          recorded.get(hash) ?? (sweepOf && requestIds.has(sweepOf) ? { requestId: sweepOf, kind: 'sweep' } : undefined)
        if (!known) {
          if (tx.to?.toLowerCase() === solver && tx.value === 0n && tx.input === '0x') cancellations += 1
          else failures.push(`chain ${chainId}: solver transaction ${hash} is not recorded on any request`)
          continue
        }
        if (receipt.status !== '0x1') continue
        const entry = minedSolver.get(known.requestId) ?? noneMined()
        if (known.kind === 'fill') entry.fills += 1
        if (known.kind === 'refund') entry.refunds += 1
        if (known.kind === 'deposit') entry.deposits += 1
        if (known.kind === 'sweep') entry.sweeps += 1
        minedSolver.set(known.requestId, entry)
      }
    }
    gasPaid.set(chainId, gas)
  }
  // The solver's transactions on Solana: each recorded on a request, counted with the others.
  const solAudit = await sol.audit(recorded, failures)
  for (const [requestId, m] of solAudit.mined) {
    const entry = minedSolver.get(requestId) ?? noneMined()
    entry.fills += m.fills
    entry.refunds += m.refunds
    minedSolver.set(requestId, entry)
  }
  const filledWithoutDeposit = new Set(recoveries.flatMap((r) => r.filledWithoutDeposit))
  const byOperation = new Map<Transfer['operation'], Record<string, number>>()
  for (const transfer of transfers) {
    const final = finals.get(transfer.requestId)!
    const mined = minedSolver.get(transfer.requestId) ?? noneMined()
    // A gasless request's deposit is the solver's, once; a deposit address's payment is swept once.
    // (Not one filled although its deposit was lost with its chain: the deposit, and so its sweep, is gone.)
    const paidIn =
      (final.status === 'success' || final.status === 'refund') && !filledWithoutDeposit.has(transfer.requestId)
    const label0 = `request ${transfer.requestId} (${transfer.operation}, ${final.status})`
    if (transfer.operation === 'gasless' && (paidIn ? mined.deposits !== 1 : mined.deposits > 1))
      failures.push(`${label0}: ${mined.deposits} gasless deposits by the solver on chain`)
    if (transfer.operation !== 'gasless' && mined.deposits > 0)
      failures.push(`${label0}: the solver made ${mined.deposits} deposits for a person's own deposit`)
    if (transfer.operation === 'depositAddress' && (paidIn ? mined.sweeps !== 1 : mined.sweeps > 1))
      failures.push(`${label0}: ${mined.sweeps} sweeps of its deposit address on chain`)
    const row = byOperation.get(transfer.operation) ?? {
      quoted: 0,
      deposited: 0,
      interrupted: 0,
      success: 0,
      refund: 0,
      reorged: 0,
      noDeposit: 0,
    }
    row.quoted! += 1
    if (transfer.deposited) row.deposited! += 1
    if (transfer.interrupted) row.interrupted! += 1
    const label = `request ${transfer.requestId} (${transfer.operation}, ${final.status}/${final.failReason})`
    if (final.status === 'success') {
      row.success! += 1
      counts.success += 1
      if (filledWithoutDeposit.has(transfer.requestId)) counts.filledWithoutDeposit += 1
      if (mined.fills !== 1 || mined.refunds !== 0)
        failures.push(`${label}: ${mined.fills} fills, ${mined.refunds} refunds on chain`)
    } else if (final.status === 'refund') {
      row.refund! += 1
      counts.refund += 1
      if (mined.fills !== 0 || mined.refunds !== 1)
        failures.push(`${label}: ${mined.fills} fills, ${mined.refunds} refunds on chain`)
    } else if (final.status === 'failure' && final.failReason === 'DEPOSIT_REORGED') {
      row.reorged! += 1
      counts.reorged += 1
      if (mined.fills !== 0 || mined.refunds !== 0)
        failures.push(`${label}: ${mined.fills} fills, ${mined.refunds} refunds on chain`)
      // Lost with its chain means the chain does not have it: one that is on chain after all is money kept.
      if (!(await depositGone(transfer))) failures.push(`${label}: its deposit is on chain, nothing refunded`)
    } else if (final.status === 'waiting') {
      row.noDeposit! += 1
      counts.noDeposit += 1
      if (mined.fills + mined.refunds !== 0) failures.push(`${label}: paid without a deposit`)
    } else if (final.status === 'failure') {
      counts.refundFailed += 1
      failures.push(`${label}: ended in failure (refund ${final.refundFailReason})`)
    }
    byOperation.set(transfer.operation, row)
  }

  // No token unaccounted for: every holder's balance, summed over the chains, plus the gas they paid, as at the baseline.
  const end = await totals(h, chainIds, holders)
  const totalGas = [...gasPaid.values()].reduce((a, b) => a + b, 0n)
  const unaccounted = {
    'ETH+WETH': baseline.ethLike - (end.ethLike + totalGas),
    USDC: baseline.usdc - end.usdc,
  }
  const solUnaccounted = solBaseline - ((await sol.total()) + solAudit.fees)
  if (solUnaccounted !== 0n) failures.push(`SOL: ${solUnaccounted} lamports unaccounted for (baseline - end - fees)`)
  for (const [kind, diff] of Object.entries(unaccounted))
    if (diff !== 0n) failures.push(`${kind}: ${diff} unaccounted for (baseline - end - gas)`)

  // Webhooks: every event the devnet delivered arrived, once after deduplication by (request, status, time).
  const eventKey = (body: string) => {
    const parsed = JSON.parse(body) as { data: { requestId: string; status: string; updatedAt: number } }
    return `${parsed.data.requestId.toLowerCase()}:${parsed.data.status}:${parsed.data.updatedAt}`
  }
  const arrived = new Map<string, number>()
  for (const r of received)
    if (r.answered < 300) arrived.set(eventKey(r.body), (arrived.get(eventKey(r.body)) ?? 0) + 1)
  const expected = new Set(deliveries.map((d) => eventKey(d.body)))
  const missing = [...expected].filter((k) => !arrived.has(k))
  const extra = [...arrived.keys()].filter((k) => !expected.has(k))
  const duplicates = [...arrived.values()].reduce((sum, n) => sum + (n - 1), 0)
  const notDelivered = deliveries.filter((d) => d.status !== 'delivered').length
  if (missing.length) failures.push(`${missing.length} webhook events never arrived`)
  if (extra.length) failures.push(`${extra.length} webhook events arrived that the devnet did not send`)
  if (notDelivered) failures.push(`${notDelivered} webhook deliveries not delivered`)
  // Every status change of every request has its event, and no event is of a request the run never had a quote for
  // (a quote stored while its answer was cut off: the devnet answers what it stores, even while it stops).
  let historyRows = 0
  const deliveriesOf = new Map<string, number>()
  for (const d of deliveries) {
    const id = (JSON.parse(d.body) as { data: { requestId: string } }).data.requestId.toLowerCase()
    deliveriesOf.set(id, (deliveriesOf.get(id) ?? 0) + 1)
  }
  const known = new Set<string>()
  // (The widget's pages quote without an API key: no webhooks.)
  for (const transfer of transfers) {
    if (transfer.operation === WIDGET) continue
    known.add(transfer.requestId)
    const changes = (await h.record(transfer.requestId)).history.length
    historyRows += changes
    if (changes !== (deliveriesOf.get(transfer.requestId) ?? 0))
      failures.push(
        `${transfer.requestId}: ${changes} status changes, ${deliveriesOf.get(transfer.requestId) ?? 0} webhooks`,
      )
  }
  for (const [id, n] of deliveriesOf)
    if (!known.has(id)) failures.push(`${id}: ${n} webhook(s) of a request whose quote the run never received`)
  if (historyRows !== deliveries.length)
    failures.push(`${historyRows} status changes but ${deliveries.length} webhook deliveries`)

  const replayed = recoveries.reduce((s, r) => s + r.chains.reduce((a, c) => a + c.replayed.length, 0), 0)
  const reverted = recoveries.reduce((s, r) => s + r.chains.reduce((a, c) => a + c.revertedOnReplay.length, 0), 0)
  const cancelled = recoveries.reduce((s, r) => s + r.chains.reduce((a, c) => a + c.cancelled.length, 0), 0)
  const lostDeposits = recoveries.reduce((s, r) => s + r.chains.reduce((a, c) => a + c.lostDeposits.length, 0), 0)
  const gaslessNotLanded = recoveries.reduce(
    (s, r) => s + r.chains.reduce((a, c) => a + c.gaslessNotLanded.length, 0),
    0,
  )
  const depositingAgain = recoveries.reduce((s, r) => s + r.depositingAgain.length, 0)

  const lines: string[] = []
  lines.push(
    `Chaos run: seed ${SEED}, ${TRANSFERS} per operation, ${CONCURRENCY} workers, ${((transfersDoneAt - started) / 1000).toFixed(0)} s of transfers, ${((Date.now() - started) / 1000).toFixed(0)} s in all`,
  )
  lines.push('')
  lines.push('| operation | quoted | deposit mined | step cut off | success | refund | DEPOSIT_REORGED | no deposit |')
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const op of [...OPERATIONS, WIDGET] as const) {
    const r = byOperation.get(op) ?? {}
    lines.push(
      `| ${op} | ${r.quoted ?? 0} | ${r.deposited ?? 0} | ${r.interrupted ?? 0} | ${r.success ?? 0} | ${r.refund ?? 0} | ${r.reorged ?? 0} | ${r.noDeposit ?? 0} |`,
    )
  }
  lines.push('')
  lines.push('| what was tried or checked | times | lost |')
  lines.push('| --- | ---: | --- |')
  lines.push(`| chain anvil killed with SIGKILL, devnet started again (recovery) | ${tally.chainKills} | see below |`)
  lines.push(`| devnet restarts in all (clean and after a kill) | ${tally.devnetRestarts} | nothing |`)
  lines.push(`| webhook receiver stopped and started | ${tally.receiverOutages} | nothing |`)
  lines.push(
    `| SVM process killed with SIGKILL, started again from its snapshot (rest running): median ${median(tally.svmRestartMs)} ms, max ${Math.max(0, ...tally.svmRestartMs)} ms | ${tally.svmCrashes} | see SOL below |`,
  )
  lines.push(`| quotes refused while a node or the devnet was down | ${tally.quotesRefused} | (retried) |`)
  lines.push(
    `| recorded solver transactions a crash lost, sent again from their signed bytes | ${replayed} | ${reverted} reverted |`,
  )
  lines.push(`| solver transactions cancelled (they paid out of a lost deposit) | ${cancelled} | - |`)
  lines.push(
    `| deposits lost with a crashed chain (the user keeps the funds) | ${lostDeposits} | ${counts.reorged} requests DEPOSIT_REORGED, ${counts.filledWithoutDeposit} filled anyway (solver's loss) |`,
  )
  lines.push(
    `| gasless deposits a crash lost that did not land when sent again (not filled yet: back to depositing, sent anew) | ${gaslessNotLanded} | ${depositingAgain} sent anew, the others filled anyway or DEPOSIT_REORGED |`,
  )
  lines.push(
    `| deposits mined and lost with their chain before the solver read them (request stays waiting) | ${unseenLost} | nothing paid |`,
  )
  lines.push(
    `| deposits filled or refunded exactly once | ${counts.success + counts.refund} | ${failures.filter((f) => f.includes('on chain')).length} |`,
  )
  lines.push(
    `| solver transactions on chain not recorded by the store | - | ${failures.filter((f) => f.includes('not recorded')).length} |`,
  )
  lines.push(`| recovery cancellations seen on chain | ${cancellations} | - |`)
  // A chain whose cursors went back: it no longer had blocks the devnet had read. Blocks between the kept block and
  // the head when recovery looked: mined by the node that came back under numbers the devnet may have read before
  // (or blocks not yet read at the stop); all read again, none skipped (the check above finds a skipped deposit).
  const rewoundStarts = recoveries.flatMap((r) => r.chains).filter((c) => c.cursorsRewound)
  const reusedNumbers = rewoundStarts.filter((c) => c.head > c.kept)
  lines.push(
    `| chain starts that no longer had blocks the devnet had read (cursors back to the newest kept block, read again) | ${rewoundStarts.length} | - |`,
  )
  lines.push(
    `| of those, the head above the kept block when recovery looked (${reusedNumbers.reduce((s, c) => s + (c.head - c.kept), 0)} blocks read again) | ${reusedNumbers.length} | - |`,
  )
  lines.push(
    `| tokens unaccounted for (ETH+WETH wei, USDC units) over users, solver, depositories, pools, router, vault + gas | - | ${unaccounted['ETH+WETH']}, ${unaccounted.USDC} |`,
  )
  lines.push(
    `| webhook events (status changes ${historyRows}, deliveries ${deliveries.length}) arrived once after dedupe | ${arrived.size} | ${missing.length} missing, ${duplicates} duplicates dropped |`,
  )
  lines.push(
    `| SOL unaccounted for (lamports) over the Solana users and the solver + fees (${solAudit.fees} lamports) | - | ${solUnaccounted} |`,
  )
  lines.push(`| errors the devnet logged (a killed node, mostly) | ${tally.devnetErrors} | - |`)
  lines.push(`| devnet starts tried again (a port held by a client socket) | ${tally.startRetries} | - |`)
  lines.push(
    `| devnet restart time (ms): median ${median(tally.restartMs)}, max ${Math.max(0, ...tally.restartMs)} | ${tally.restartMs.length} | - |`,
  )
  lines.push(
    `| widget pages caught up without a reload (within ${PAGE_CATCH_UP_MS / 1000} s): ${pagesCaughtUp} of ${pageFinals.length}; ${pagesInFlight} of ${pageChecks.length} were in flight during a kill or restart; ${pageChecks.length - pageFinals.length} never reached the store | ${pageChecks.length} | ${pageChecks.filter((c) => !c.ok).length} |`,
  )
  console.log(lines.join('\n'))
  console.log(`\nwidget pages caught up: ${pagesCaughtUp} of ${pageFinals.length}`)
  for (const c of pageChecks)
    console.log(
      `  page ${c.page}: store ${c.expected}, page ${c.shown}${c.nothingToShow ? ' (nothing final to show)' : `, ${((c.lagMs ?? Number.NaN) / 1000).toFixed(1)} s after the store had it and the chaos was over`}`,
    )
  if (failures.length) {
    console.log(`\n${failures.length} check(s) failed:`)
    for (const f of failures.slice(0, 50)) console.log(`- ${f}`)
    const described = await describeFailedRequests(h, failures, recoveries)
    if (described.length) console.log(`\nwhat the store and the recoveries say of them:\n${described.join('\n')}`)
  } else console.log('\nall checks passed')

  await devnet.stop()
  await receiver.close()
  if (!KEEP) await rm(dataDir, { recursive: true, force: true })
  process.exit(failures.length ? 1 : 0)
}

function median(values: number[]): number {
  if (!values.length) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

type QuoteOperation = Exclude<Operation, 'gasless' | 'depositAddress' | 'solana'>

function quoteBody(
  h: DevnetHarness,
  operation: QuoteOperation,
  user: Address,
  other: Address,
  origin: number,
  destination: number,
): Record<string, unknown> {
  const amountEth = (parseEther('0.01') * BigInt(1 + Math.floor(random() * 4))).toString()
  const amountUsdc = (BigInt(10 + Math.floor(random() * 40)) * 10n ** 6n).toString()
  const base = { user, originChainId: origin, destinationChainId: destination, tradeType: 'EXACT_INPUT' }
  switch (operation) {
    case 'bridge':
      return random() < 0.5
        ? { ...base, originCurrency: 'eth', destinationCurrency: 'eth', amount: amountEth }
        : { ...base, originCurrency: 'usdc', destinationCurrency: 'usdc', amount: amountUsdc }
    case 'swap':
      return random() < 0.5
        ? { ...base, originCurrency: 'eth', destinationCurrency: 'usdc', amount: amountEth, recipient: other }
        : { ...base, originCurrency: 'usdc', destinationCurrency: 'eth', amount: amountUsdc, recipient: other }
    case 'send':
      return { ...base, originCurrency: 'usdc', destinationCurrency: 'usdc', amount: amountUsdc, recipient: other }
    case 'wrap':
      return {
        ...base,
        destinationChainId: origin,
        originCurrency: 'eth',
        destinationCurrency: 'weth',
        amount: amountEth,
      }
    case 'unwrap':
      return {
        ...base,
        destinationChainId: origin,
        originCurrency: 'weth',
        destinationCurrency: 'eth',
        amount: amountEth,
      }
    case 'call': {
      const token = h.currency(destination, 'USDC')
      const vault = h.contracts(destination).vault!
      return {
        ...base,
        originCurrency: 'usdc',
        destinationCurrency: 'usdc',
        amount: amountUsdc,
        tradeType: 'EXACT_OUTPUT',
        txs: [
          {
            to: token,
            value: '0',
            data: encodeFunctionData({ abi: tokenAbi, functionName: 'approve', args: [vault, BigInt(amountUsdc)] }),
          },
          {
            to: vault,
            value: '0',
            data: encodeFunctionData({
              abi: vaultAbi,
              functionName: 'deposit',
              args: [token, BigInt(amountUsdc), other],
            }),
          },
        ],
      }
    }
  }
}

/** ETH + WETH (wei) and USDC (units) of every holder on every chain. */
async function totals(
  h: DevnetHarness,
  chainIds: number[],
  holders: (chainId: number) => Address[],
): Promise<{ ethLike: bigint; usdc: bigint }> {
  let ethLike = 0n
  let usdc = 0n
  for (const chainId of chainIds) {
    for (const holder of holders(chainId)) {
      const [eth, weth, u] = await Promise.all([
        h.balance(chainId, zeroAddress, holder),
        h.balance(chainId, h.currency(chainId, 'WETH'), holder),
        h.balance(chainId, h.currency(chainId, 'USDC'), holder),
      ])
      ethLike += eth + weth
      usdc += u
    }
  }
  return { ethLike, usdc }
}

interface Delivery {
  id: number
  status: string
  body: string
}

/** Every delivery of the chaos key, once none is waiting any more (or the deadline passed). */
async function waitForDeliveries(h: DevnetHarness, deadline: number): Promise<Delivery[]> {
  for (;;) {
    const all: Delivery[] = []
    let after = 0
    for (;;) {
      const answer = await h.request(`/devnet/webhooks/${API_KEY}/deliveries?after=${after}&limit=1000`)
      const page = (answer.body as { deliveries: Delivery[] }).deliveries
      all.push(...page)
      if (page.length < 1000) break
      after = page[page.length - 1]!.id
    }
    if (all.every((d) => d.status === 'delivered' || d.status === 'failed') || Date.now() > deadline) return all
    await sleep(500)
  }
}

main().catch((error: unknown) => {
  console.error('chaos run failed:', error)
  process.exit(1)
})
