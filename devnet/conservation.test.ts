import {
  type Address,
  encodeFunctionData,
  encodePacked,
  getAddress,
  type Hex,
  keccak256,
  maxUint256,
  parseEther,
  type TransactionReceipt,
  toHex,
  zeroAddress,
} from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, it, onTestFailed } from 'vitest'
import type { StatusResponse } from '../src/api/schemas'
import { depositoryAbi } from './contracts/depositoryAbi'
import { tokenAbi } from './contracts/tokenAbi'
import { vaultAbi } from './contracts/vaultAbi'
import { decimalUsd } from './store/decimalUsd'
import { devnetHarness } from './testing/devnetHarness'
import { runSvmConservationBatch } from './testing/svmConservationBatch'
import { type Quoted, transferKit, type Wallet } from './testing/transferKit'

const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const chainIds = h.manifest.chains.map((c) => c.id)
const TRANSFERS = Number(process.env.FERRY_CONSERVATION_TRANSFERS ?? 60)
const SEED = Number(process.env.FERRY_CONSERVATION_SEED ?? Date.now() % 1_000_000)
/** Transfers to and from the Solana chain in the same batch (`runSvmConservationBatch`). */
const SVM_TRANSFERS = Number(process.env.FERRY_CONSERVATION_SVM_TRANSFERS ?? 10)
const INJECTABLE = [
  'SLIPPAGE',
  'NO_QUOTES',
  'SOLVER_CAPACITY_EXCEEDED',
  'TRANSFER_FAILED',
  'UNKNOWN',
  'INSUFFICIENT_POOL_LIQUIDITY',
  'ORDER_IS_CANCELLED',
]
/** The API key whose sponsor pays the fees of the sponsored share of the batch (its own per run). */
const SPONSOR_KEY = `conservation-sponsor-${SEED}-${Date.now()}`
const SPONSOR_FUNDS_USD = '1000000'
/** How long a batch's requests may take to show what the test waits for (derived, matched, settled) on a loaded machine. */
const SIGNAL_TIMEOUT_MS = 60_000

type Variant =
  | 'plain'
  | 'fault'
  | 'tooLow'
  | 'wrongCurrency'
  | 'double'
  | 'over'
  | 'orphan'
  | 'dust'
  | 'reverting'
  | 'gasless'

/** A deposit this test made, and whose request decides what the depository keeps of it. */
interface Deposit {
  chainId: number
  token: Address
  amount: bigint
  depositor: Wallet
  /** The request it belongs to: a quoted one, or the one the solver derives (double spend, orphan). */
  requestId: string
  /** What a fill leaves in the depository: the quoted input, its app fees included (owed to their recipients until claimed); 0 for a stray deposit. */
  keptOnSuccess: bigint
  /** What a fill costs the depositor: the quoted input (an over-deposit's excess comes back). */
  spentOnSuccess: bigint
}

interface Transfer {
  index: number
  scenario: string
  variant: Variant
  quoted: Quoted
  wallet: Wallet
  deposits: Deposit[]
  receipts: TransactionReceipt[]
  /** Checks the delivery once the request succeeded. */
  checkDelivery: () => Promise<void>
  /** Quoted with `subsidizeFees` under SPONSOR_KEY. */
  sponsored: boolean
  /** The key of the app fee recipient the quote named, if any: it claims what accrued. */
  appFeeKey?: Hex
}

/** The solver's fee for a gasless deposit it submitted: the receipt's, and what the request record shows. */
async function gaslessDepositGas(transfer: Transfer): Promise<bigint> {
  const { transactions } = await h.record(transfer.quoted.requestId)
  const ours = transactions.filter((t) => t.kind === 'deposit')
  expect(ours, `#${transfer.index}: one deposit transaction`).toHaveLength(1)
  const receipt = await h.client(transfer.deposits[0]!.chainId).getTransactionReceipt({ hash: ours[0]!.txHash as Hex })
  expect(receipt.from.toLowerCase()).toBe(h.manifest.solver.address.toLowerCase())
  const fee = receipt.gasUsed * receipt.effectiveGasPrice
  await expect
    .poll(
      async () => {
        const answer = await h.request(`/requests/v3?id=${transfer.quoted.requestId}`, {
          headers: { 'x-api-key': h.manifest.apiKeys[0]! },
        })
        const record = (answer.body as { requests: { data: { inTxs: { fee: string }[] } }[] }).requests[0]
        return record?.data.inTxs.map((t) => t.fee)
      },
      { timeout: SIGNAL_TIMEOUT_MS },
    )
    .toEqual([fee.toString()])
  return fee
}

/** What the batch is doing, printed when it fails (a deadline says nothing of what was still running). */
const progress = { phase: 'starting', running: new Map<number, string>() }

describe('conservation', () => {
  it(`a randomized batch of ${TRANSFERS} transfers (seed ${SEED}): every deposit filled or refunded, every depository unit accounted for`, async () => {
    onTestFailed(() => {
      console.error(`conservation (seed ${SEED}) failed in phase "${progress.phase}"; transfers still running:`, [
        ...progress.running,
      ])
    })
    const random = mulberry32(SEED)
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
    const tokens = (chainId: number) =>
      [zeroAddress, h.currency(chainId, 'WETH'), h.currency(chainId, 'USDC')] as Address[]
    const depositoryBalances = async () =>
      new Map(
        await Promise.all(
          chainIds.flatMap((chainId) =>
            tokens(chainId).map(
              async (token) =>
                [`${chainId}:${token}`, await h.balance(chainId, token, h.contracts(chainId).depository!)] as const,
            ),
          ),
        ),
      )
    const before = await depositoryBalances()
    await kit.admin(`/devnet/sponsors/${SPONSOR_KEY}`, { balanceUsd: SPONSOR_FUNDS_USD }, 'PUT')
    const started = Date.now()

    const plans = Array.from({ length: TRANSFERS }, (_, index) => {
      const origin = pick(chainIds)
      const other = pick(chainIds.filter((c) => c !== origin))
      return {
        index,
        origin,
        other,
        scenario: pick(SCENARIOS),
        variant: pick(VARIANTS),
        fault: pick(INJECTABLE),
        amountFactor: 0.2 + random() * 0.8,
        sponsored: random() < 0.35,
      }
    })
    progress.phase = 'transfers'
    // The Solana transfers run beside the EVM ones, with their own balance sheet; their EVM deposits count below.
    const [transfers, svm] = await Promise.all([
      Promise.all(plans.map((plan) => runTransfer(plan))),
      runSvmConservationBatch({ h, kit, random: mulberry32(SEED + 2), count: SVM_TRANSFERS, label: `seed ${SEED}` }),
    ])
    progress.phase = 'waiting for every request to end'

    // Every request, the quoted ones and those derived from stray deposits, must reach its end.
    const finals = new Map<string, StatusResponse>()
    for (const id of new Set(transfers.flatMap((t) => t.deposits.map((d) => d.requestId)))) {
      await expect
        .poll(async () => (await h.request(`/intents/status/v3?requestId=${id}`)).status, {
          timeout: SIGNAL_TIMEOUT_MS,
        })
        .toBe(200)
      progress.phase = `waiting for request ${id} to end`
      finals.set(id, await kit.final(id, 60_000))
    }
    const keptOf = (deposit: Deposit, side: 'depository' | 'depositor' = 'depository'): bigint => {
      const status = finals.get(deposit.requestId)!
      if (status.status === 'success') return side === 'depository' ? deposit.keptOnSuccess : deposit.spentOnSuccess
      if (status.status === 'refund') return 0n
      // The refund itself failed: the deposit stays, recorded on the request.
      expect(status.refundFailReason, `request ${deposit.requestId}`).not.toBe('N/A')
      return deposit.amount
    }

    // Settlement (app fees, excess refunds) follows success; wait until every filled request is settled.
    progress.phase = 'waiting for settlement'
    await expect
      .poll(
        async () => {
          const unsettled: string[] = []
          for (const id of finals.keys()) {
            const { request } = await h.record(id)
            if (request.status === 'success' && request.settledAt === null) unsettled.push(id)
          }
          return unsettled
        },
        { timeout: SIGNAL_TIMEOUT_MS, interval: 100 },
      )
      .toEqual([])
    const expected = new Map<string, bigint>()
    let gasless = 0
    let gaslessGas = 0n
    for (const transfer of transfers) {
      const label = `#${transfer.index} ${transfer.scenario}/${transfer.variant} (seed ${SEED})`
      const main = finals.get(transfer.quoted.requestId)!
      expect(['success', 'refund', 'failure'], label).toContain(main.status)
      if (
        transfer.variant === 'plain' ||
        transfer.variant === 'over' ||
        transfer.variant === 'orphan' ||
        transfer.variant === 'gasless'
      )
        expect(main.status, `${label}: ${JSON.stringify(main)}`).toBe('success')
      if (transfer.variant === 'double')
        expect(finals.get(transfer.deposits[1]!.requestId)).toMatchObject({
          status: 'refund',
          failReason: 'DOUBLE_SPEND',
        })
      if (main.status === 'success') await transfer.checkDelivery()
      // What each depositor has left on the origin chain: what it was given, less gas and what the depository kept.
      for (const [token, deposits] of groupBy(transfer.deposits, (d) => d.token)) {
        const spent = deposits.reduce((sum, d) => sum + keptOf(d, 'depositor'), 0n)
        const gas = BigInt(token) === 0n ? kit.gasCost(transfer.receipts) : 0n
        expect(await h.balance(deposits[0]!.chainId, token, transfer.wallet.address), label).toBe(
          fundsOf(deposits[0]!.chainId, token) - gas - spent,
        )
      }
      if (transfer.variant === 'gasless') {
        // One signature, no transaction of the person's: their ETH is untouched, the solver paid the deposit's gas.
        expect(transfer.receipts, label).toEqual([])
        expect(await h.balance(transfer.deposits[0]!.chainId, zeroAddress, transfer.wallet.address), label).toBe(
          FUNDS_ETH,
        )
        expect(
          (await h.record(transfer.quoted.requestId)).history.map((e) => e.status),
          label,
        ).toContain('depositing')
        gaslessGas += await gaslessDepositGas(transfer)
        gasless += 1
      }
      for (const deposit of transfer.deposits) {
        const key = `${deposit.chainId}:${deposit.token}`
        expected.set(key, (expected.get(key) ?? 0n) + keptOf(deposit))
      }
    }

    for (const kept of svm.depositoryKept) {
      const key = `${kept.chainId}:${kept.token}`
      expected.set(key, (expected.get(key) ?? 0n) + kept.amount)
    }

    progress.phase = 'counting'
    const after = await depositoryBalances()
    for (const [key, value] of after)
      expect(value - before.get(key)!, `depository ${key} (seed ${SEED})`).toBe(expected.get(key) ?? 0n)

    // What the depository kept of a filled request's app fees is owed to their recipient: exactly the quoted fee
    // accrued (nothing for a request not filled), and claimed, it leaves the depository to the claim's recipient.
    progress.phase = 'claiming app fees'
    const claims: { chainId: number; token: Address; to: Address; amount: bigint; label: string }[] = []
    for (const transfer of transfers.filter((t) => t.appFeeKey)) {
      const label = `#${transfer.index} app fee (seed ${SEED})`
      const currencyIn = transfer.quoted.quote.details.currencyIn!.currency!
      const token = getAddress(currencyIn.address)
      const filled = finals.get(transfer.quoted.requestId)!.status === 'success'
      const fee = filled ? BigInt(transfer.quoted.quote.fees.app!.amount) : 0n
      const feeWallet = privateKeyToAddress(transfer.appFeeKey!)
      expect(await kit.appFeeBalance(feeWallet, currencyIn.chainId, token), label).toBe(fee)
      if (fee === 0n) continue
      const to = privateKeyToAddress(generatePrivateKey())
      const posted = await kit.claimAppFees(transfer.appFeeKey!, {
        chainId: currencyIn.chainId,
        currency: token,
        recipient: to,
      })
      expect(posted.status, `${label}: ${JSON.stringify(posted.body)}`).toBe(200)
      claims.push({ chainId: currencyIn.chainId, token, to, amount: fee, label })
      expect(await kit.appFeeBalance(feeWallet, currencyIn.chainId, token), label).toBe(0n)
    }
    for (const claim of claims) {
      await expect
        .poll(() => h.balance(claim.chainId, claim.token, claim.to), {
          timeout: SIGNAL_TIMEOUT_MS,
          message: claim.label,
        })
        .toBe(claim.amount)
      const key = `${claim.chainId}:${claim.token}`
      expected.set(key, expected.get(key)! - claim.amount)
    }
    const claimed = await depositoryBalances()
    for (const [key, value] of claimed)
      expect(value - before.get(key)!, `depository ${key} after app fee claims (seed ${SEED})`).toBe(
        expected.get(key) ?? 0n,
      )

    // The sponsor paid exactly the quoted sponsorship of each sponsored request that was filled, and nothing for the rest;
    // what the person was spared is what the solver gave up: input + sponsored = output + fees for a fixed-rate fill.
    let charged = 0n
    for (const transfer of transfers.filter((t) => t.sponsored)) {
      const { quote } = transfer.quoted
      const sponsoredTotal = quote.feeSponsorship?.quoted?.sponsoredTotal
      expect(BigInt(sponsoredTotal?.amount ?? '-1')).toBe(BigInt(quote.fees.subsidized?.amount ?? '0'))
      if (finals.get(transfer.quoted.requestId)!.status !== 'success') continue
      charged += decimalUsd.toMicros(sponsoredTotal?.amountUsd)
      if (quote.details.isFixedRate && !quote.details.currencyGasTopup)
        expect(transfer.quoted.amountIn + BigInt(quote.fees.subsidized!.amount)).toBe(
          transfer.quoted.amountOut + BigInt(quote.fees.relayer!.amount) + BigInt(quote.fees.app!.amount),
        )
    }
    if (transfers.some((t) => t.sponsored && finals.get(t.quoted.requestId)!.status === 'success'))
      expect(charged, `sponsor charges (seed ${SEED})`).toBeGreaterThan(0n)
    const sponsor = await kit.admin<{ balanceUsdMicros: string }>(`/devnet/sponsors/${SPONSOR_KEY}`, undefined, 'GET')
    expect(decimalUsd.toMicros(SPONSOR_FUNDS_USD) - BigInt(sponsor.balanceUsdMicros), `sponsor (seed ${SEED})`).toBe(
      charged,
    )

    const outcomes: Record<string, number> = {}
    for (const s of finals.values())
      outcomes[`${s.status}:${s.failReason}`] = (outcomes[`${s.status}:${s.failReason}`] ?? 0) + 1
    // Every gasless request (usePermit) was listed by its feature, and only those.
    const listed = await h.request('/requests/v3?features=gasless_execution&limit=50', {
      headers: { 'x-api-key': h.manifest.apiKeys[0]! },
    })
    const listedIds = new Set((listed.body as { requests: { id: string }[] }).requests.map((r) => r.id))
    for (const transfer of transfers)
      expect(listedIds.has(transfer.quoted.requestId.toLowerCase()), `#${transfer.index}`).toBe(
        transfer.variant === 'gasless',
      )
    console.info(
      `conservation: ${gasless} gasless deposits (solver gas ${gaslessGas} wei), ${claims.length} app fee claims, ${TRANSFERS} transfers, ${finals.size} requests, ${SVM_TRANSFERS} on Solana in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${SEED})`,
      outcomes,
      svm.outcomes,
    )
    expect(finals.size).toBeGreaterThanOrEqual(TRANSFERS)
  }, 180_000)

  it(`deposit addresses (seed ${SEED}): what arrives on an address is filled or refunded, nothing stays on it, every depository unit accounted for`, async () => {
    const random = mulberry32(SEED + 1)
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
    const kinds = ['open', 'exact', 'under', 'over', 'wrongCurrency', 'dust'] as const
    const plans = Array.from({ length: 12 }, (_, index) => {
      const origin = pick(chainIds)
      return { index, origin, other: pick(chainIds.filter((c) => c !== origin)), kind: pick(kinds) }
    })
    const depositoryOf = (chainId: number, token: Address) =>
      h.balance(chainId, token, h.contracts(chainId).depository!)
    const keys = chainIds.flatMap((chainId) =>
      [zeroAddress, h.currency(chainId, 'USDC')].map((t) => [chainId, t] as const),
    )
    const before = new Map<string, bigint>(
      await Promise.all(keys.map(async ([c, t]) => [`${c}:${t}`, await depositoryOf(c, t)] as const)),
    )
    const runs = await Promise.all(
      plans.map(async (plan) => {
        const refundTo = privateKeyToAddress(generatePrivateKey())
        const quoted = await kit.quote({
          user: zeroAddress,
          recipient: privateKeyToAddress(generatePrivateKey()),
          originChainId: plan.origin,
          destinationChainId: plan.other,
          originCurrency: 'eth',
          destinationCurrency: 'eth',
          amount: parseEther('0.1').toString(),
          tradeType: 'EXACT_INPUT',
          useDepositAddress: true,
          ...(plan.kind === 'open' ? {} : { strict: true, refundTo }),
        })
        const step = quoted.quote.steps[0]!
        const address = getAddress(step.depositAddress!)
        const payer = await kit.wallet({ chainId: plan.origin, usdc: 100_000_000n })
        const usdc = h.currency(plan.origin, 'USDC')
        const paid = {
          open: parseEther((0.05 + random() * 0.1).toFixed(6)),
          exact: quoted.amountIn,
          under: quoted.amountIn - 1n,
          over: quoted.amountIn + parseEther('0.01'),
          wrongCurrency: 30_000_000n,
          dust: 1000n,
        }[plan.kind]
        const token = plan.kind === 'wrongCurrency' ? usdc : zeroAddress
        if (token === zeroAddress) await kit.send(payer, plan.origin, { to: address, value: paid })
        else
          await kit.send(payer, plan.origin, {
            to: usdc,
            data: encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [address, paid] }),
          })
        const kept = { open: paid, exact: paid, over: quoted.amountIn, under: 0n, wrongCurrency: 0n, dust: paid }[
          plan.kind
        ]
        const refunded = {
          open: 0n,
          exact: 0n,
          over: paid - quoted.amountIn,
          under: paid,
          wrongCurrency: paid,
          dust: 0n,
        }[plan.kind]
        return { plan, quoted, address, token, paid, kept, refunded, refundTo }
      }),
    )
    const expected = new Map<string, bigint>()
    for (const run of runs) {
      const label = `deposit address #${run.plan.index} ${run.plan.kind} (seed ${SEED})`
      const status = await kit.final(run.quoted.requestId, 60_000)
      const wanted = { open: 'success', exact: 'success', over: 'success', under: 'refund', wrongCurrency: 'refund' }
      if (run.plan.kind === 'dust') expect(status.refundFailReason, label).toBe('AMOUNT_TOO_LOW_TO_REFUND')
      else expect(status.status, `${label}: ${JSON.stringify(status)}`).toBe(wanted[run.plan.kind])
      await expect
        .poll(
          async () => {
            const { request } = await h.record(run.quoted.requestId)
            return request.status !== 'success' || request.settledAt !== null
          },
          { timeout: SIGNAL_TIMEOUT_MS, message: `${label}: settled` },
        )
        .toBe(true)
      if (run.plan.kind !== 'open')
        expect(await h.balance(run.plan.origin, run.token, run.refundTo), label).toBe(run.refunded)
      for (const chainId of chainIds)
        for (const token of [zeroAddress, h.currency(chainId, 'USDC')])
          expect(await h.balance(chainId, token, run.address), `${label}: left on the address`).toBe(0n)
      const key = `${run.plan.origin}:${run.token}`
      expected.set(key, (expected.get(key) ?? 0n) + run.kept)
    }
    for (const [chainId, token] of keys) {
      const key = `${chainId}:${token}`
      expect((await depositoryOf(chainId, token)) - before.get(key)!, `depository ${key}`).toBe(expected.get(key) ?? 0n)
    }
  }, 120_000)
})

const FUNDS_ETH = parseEther('10')
const FUNDS_WETH = parseEther('5')
const FUNDS_USDC = 5_000_000_000n
/** What the faucet gave each wallet on its origin chain. */
const fundsOf = (chainId: number, token: Address) =>
  BigInt(token) === 0n ? FUNDS_ETH : getAddress(token) === h.currency(chainId, 'WETH') ? FUNDS_WETH : FUNDS_USDC

type Scenario =
  | 'bridge-eth'
  | 'bridge-usdc'
  | 'bridge-weth'
  | 'swap-eth-usdc'
  | 'swap-usdc-eth'
  | 'same-chain-swap'
  | 'send-usdc-app-fee'
  | 'wrap'
  | 'unwrap'
  | 'call-eth'
  | 'call-usdc'
const SCENARIOS: readonly Scenario[] = [
  'bridge-eth',
  'bridge-usdc',
  'bridge-weth',
  'swap-eth-usdc',
  'swap-usdc-eth',
  'same-chain-swap',
  'send-usdc-app-fee',
  'wrap',
  'unwrap',
  'call-eth',
  'call-usdc',
]
// Half the transfers go as quoted; the rest meet one of the ways a fill can end otherwise.
const VARIANTS: readonly Variant[] = [
  'plain',
  'plain',
  'plain',
  'plain',
  'plain',
  'plain',
  'plain',
  'fault',
  'tooLow',
  'wrongCurrency',
  'double',
  'over',
  'orphan',
  'dust',
  'reverting',
  'gasless',
]

/** The scenarios paid in USDC, which takes a signed deposit (usePermit). */
const USDC_ORIGIN: readonly Scenario[] = [
  'bridge-usdc',
  'swap-usdc-eth',
  'same-chain-swap',
  'send-usdc-app-fee',
  'call-usdc',
]

async function runTransfer(plan: {
  index: number
  origin: number
  other: number
  scenario: Scenario
  variant: Variant
  fault: string
  amountFactor: number
  sponsored: boolean
}): Promise<Transfer> {
  const { origin, other, scenario, amountFactor, sponsored } = plan
  progress.running.set(plan.index, `${scenario}/${plan.variant}: funding`)
  const wallet = await kit.wallet({ chainId: origin, eth: FUNDS_ETH, weth: FUNDS_WETH, usdc: FUNDS_USDC })
  const friend = privateKeyToAddress(generatePrivateKey())
  const appFeeKey = generatePrivateKey()
  const usdc = (n: number) => BigInt(Math.round(n * amountFactor * 1e6))
  const eth = (n: number) => (parseEther(String(n)) * BigInt(Math.round(amountFactor * 1000))) / 1000n
  const base = { user: wallet.address, originChainId: origin, destinationChainId: other, tradeType: 'EXACT_INPUT' }
  const vault = (chainId: number) => h.contracts(chainId).vault!
  let variant = plan.variant
  let body: Record<string, unknown>
  let delivered: (q: Quoted) => Promise<void>
  const balanceIs =
    (chainId: number, token: Address, owner: Address, atLeast: (q: Quoted) => bigint, exact = false) =>
    async (q: Quoted) => {
      const balance = await h.balance(chainId, token, owner)
      if (exact) expect(balance).toBe(atLeast(q))
      else expect(balance).toBeGreaterThanOrEqual(atLeast(q))
    }
  switch (scenario) {
    case 'bridge-eth':
      body = { ...base, originCurrency: 'eth', destinationCurrency: 'eth', amount: eth(0.3).toString() }
      delivered = balanceIs(other, zeroAddress, wallet.address, (q) => q.amountOut, true)
      break
    case 'bridge-usdc':
      body = {
        ...base,
        originCurrency: 'usdc',
        destinationCurrency: 'usdc',
        amount: usdc(500).toString(),
        tradeType: 'EXACT_OUTPUT',
      }
      delivered = balanceIs(other, h.currency(other, 'USDC'), wallet.address, (q) => q.amountOut, true)
      break
    case 'bridge-weth':
      body = {
        ...base,
        originCurrency: 'weth',
        destinationCurrency: 'weth',
        amount: eth(1).toString(),
        tradeType: 'EXPECTED_OUTPUT',
      }
      delivered = balanceIs(other, h.currency(other, 'WETH'), wallet.address, (q) => q.amountOut, true)
      break
    case 'swap-eth-usdc':
      body = {
        ...base,
        originCurrency: 'eth',
        destinationCurrency: 'usdc',
        amount: eth(0.5).toString(),
        recipient: friend,
      }
      delivered = balanceIs(other, h.currency(other, 'USDC'), friend, (q) => q.minOut)
      break
    case 'swap-usdc-eth':
      body = {
        ...base,
        originCurrency: 'usdc',
        destinationCurrency: 'eth',
        amount: eth(0.2).toString(),
        tradeType: 'EXACT_OUTPUT',
        recipient: friend,
      }
      delivered = balanceIs(other, zeroAddress, friend, (q) => q.amountOut, true)
      break
    case 'same-chain-swap':
      body = {
        ...base,
        destinationChainId: origin,
        originCurrency: 'usdc',
        destinationCurrency: 'weth',
        amount: usdc(800).toString(),
        recipient: friend,
      }
      delivered = balanceIs(origin, h.currency(origin, 'WETH'), friend, (q) => q.minOut)
      break
    case 'send-usdc-app-fee':
      body = {
        ...base,
        originCurrency: 'usdc',
        destinationCurrency: 'usdc',
        amount: usdc(300).toString(),
        recipient: friend,
        appFees: [{ recipient: privateKeyToAddress(appFeeKey), fee: '75' }],
      }
      delivered = balanceIs(other, h.currency(other, 'USDC'), friend, (q) => q.amountOut, true)
      break
    case 'wrap':
      body = {
        ...base,
        destinationChainId: origin,
        originCurrency: 'eth',
        destinationCurrency: 'weth',
        amount: eth(0.4).toString(),
        recipient: friend,
      }
      delivered = balanceIs(origin, h.currency(origin, 'WETH'), friend, (q) => q.amountOut, true)
      break
    case 'unwrap':
      body = {
        ...base,
        destinationChainId: origin,
        originCurrency: 'weth',
        destinationCurrency: 'eth',
        amount: eth(0.4).toString(),
        recipient: friend,
      }
      delivered = balanceIs(origin, zeroAddress, friend, (q) => q.amountOut, true)
      break
    case 'call-eth': {
      const value = eth(0.05)
      const reverting = variant === 'reverting'
      body = {
        ...base,
        originCurrency: 'eth',
        destinationCurrency: 'eth',
        amount: value.toString(),
        tradeType: 'EXACT_OUTPUT',
        txs: [
          {
            to: vault(other),
            value: value.toString(),
            data: encodeFunctionData({
              abi: vaultAbi,
              functionName: 'deposit',
              args: [zeroAddress, reverting ? value - 1n : value, friend],
            }),
          },
        ],
      }
      delivered = async () => expect(await vaultBalance(other, zeroAddress, friend)).toBe(value)
      break
    }
    case 'call-usdc': {
      const amount = usdc(200)
      const token = h.currency(other, 'USDC')
      const reverting = variant === 'reverting'
      body = {
        ...base,
        originCurrency: 'usdc',
        destinationCurrency: 'usdc',
        amount: amount.toString(),
        tradeType: 'EXACT_OUTPUT',
        txs: [
          {
            to: token,
            value: '0',
            data: encodeFunctionData({
              abi: tokenAbi,
              functionName: 'approve',
              args: [vault(other), reverting ? amount - 1n : amount],
            }),
          },
          {
            to: vault(other),
            value: '0',
            data: encodeFunctionData({ abi: vaultAbi, functionName: 'deposit', args: [token, amount, friend] }),
          },
        ],
      }
      delivered = async () => expect(await vaultBalance(other, token, friend)).toBe(amount)
      break
    }
  }
  if (variant === 'reverting' && !scenario.startsWith('call')) variant = 'plain'
  if (variant === 'gasless') {
    if (USDC_ORIGIN.includes(scenario)) body = { ...body, usePermit: true }
    else variant = 'plain'
  }

  const quoted = sponsored
    ? await kit.quote({ ...body, subsidizeFees: true }, { 'x-api-key': SPONSOR_KEY })
    : await kit.quote(body)
  const inToken = getAddress(quoted.quote.details.currencyIn!.currency!.address) as Address
  const own = (amount: bigint, token = inToken): Deposit => ({
    chainId: origin,
    token,
    amount,
    depositor: wallet,
    requestId: quoted.requestId,
    keptOnSuccess: quoted.amountIn,
    spentOnSuccess: quoted.amountIn,
  })
  const receipts: TransactionReceipt[] = []
  const deposits: Deposit[] = []
  progress.running.set(plan.index, `${scenario}/${variant}: paying ${quoted.requestId} (origin ${origin})`)
  const depositManually = async (token: Address, amount: bigint, id: Hex) => {
    const depository = h.contracts(origin).depository!
    if (BigInt(token) !== 0n) {
      receipts.push(
        await kit.send(wallet, origin, {
          to: token,
          data: encodeFunctionData({ abi: tokenAbi, functionName: 'approve', args: [depository, maxUint256] }),
        }),
      )
    }
    const receipt = await kit.send(wallet, origin, {
      to: depository,
      value: BigInt(token) === 0n ? amount : 0n,
      data:
        BigInt(token) === 0n
          ? encodeFunctionData({ abi: depositoryAbi, functionName: 'depositNative', args: [id] })
          : encodeFunctionData({ abi: depositoryAbi, functionName: 'depositErc20', args: [token, amount, id] }),
    })
    receipts.push(receipt)
    return receipt
  }
  const derivedId = (receipt: TransactionReceipt) => {
    const log = receipt.logs.find((l) => getAddress(l.address) === h.contracts(origin).depository)!
    return keccak256(
      encodePacked(
        ['string', 'uint256', 'bytes32', 'uint256'],
        ['ferry-devnet/derived', BigInt(origin), receipt.transactionHash, BigInt(log.logIndex)],
      ),
    )
  }

  switch (variant) {
    case 'plain':
    case 'fault':
    case 'reverting':
      if (variant === 'fault')
        await kit.admin('/devnet/faults', { requestId: quoted.requestId, failReason: plan.fault })
      receipts.push(...(await kit.execute(quoted.quote, wallet)))
      deposits.push(own(quoted.amountIn))
      break
    case 'gasless': {
      const item = kit.permitItem(quoted.quote)
      const answer = await kit.postPermit(item, await kit.signPermit(item, wallet.privateKey))
      expect(answer.status).toBe(200)
      deposits.push(own(quoted.amountIn))
      break
    }
    case 'tooLow':
      await depositManually(inToken, quoted.amountIn - 1n, quoted.requestId)
      deposits.push(own(quoted.amountIn - 1n))
      break
    case 'dust':
      await depositManually(inToken, 1n, quoted.requestId)
      deposits.push(own(1n))
      break
    case 'over': {
      const extra = quoted.amountIn / 50n + 1n
      await depositManually(inToken, quoted.amountIn + extra, quoted.requestId)
      deposits.push(own(quoted.amountIn + extra))
      break
    }
    case 'wrongCurrency': {
      const wrong = (BigInt(inToken) === 0n ? h.currency(origin, 'USDC') : zeroAddress) as Address
      const amount = BigInt(wrong) === 0n ? parseEther('0.02') : 25_000_000n
      await depositManually(wrong, amount, quoted.requestId)
      deposits.push(own(amount, wrong))
      break
    }
    case 'double': {
      receipts.push(...(await kit.execute(quoted.quote, wallet)))
      deposits.push(own(quoted.amountIn))
      // The second deposit must come after the first was matched, or it would be the first.
      await expect
        .poll(async () => (await h.status(quoted.requestId)).status, { timeout: SIGNAL_TIMEOUT_MS })
        .not.toBe('waiting')
      const second = await kit.execute(quoted.quote, wallet)
      receipts.push(...second)
      deposits.push({
        ...own(quoted.amountIn),
        requestId: derivedId(second.at(-1)!),
        keptOnSuccess: 0n,
        spentOnSuccess: 0n,
      })
      break
    }
    case 'orphan': {
      receipts.push(...(await kit.execute(quoted.quote, wallet)))
      deposits.push(own(quoted.amountIn))
      const amount = BigInt(inToken) === 0n ? parseEther('0.01') : 5_000_000n
      const receipt = await depositManually(inToken, amount, toHex(BigInt(plan.index) + 1_000_000n, { size: 32 }))
      deposits.push({ ...own(amount), requestId: derivedId(receipt), keptOnSuccess: 0n, spentOnSuccess: 0n })
      break
    }
  }
  progress.running.delete(plan.index)
  return {
    index: plan.index,
    scenario,
    variant,
    quoted,
    wallet,
    deposits,
    receipts,
    checkDelivery: () => delivered(quoted),
    sponsored,
    ...(scenario === 'send-usdc-app-fee' ? { appFeeKey } : {}),
  }
}

function vaultBalance(chainId: number, token: Address, account: Address): Promise<bigint> {
  return h.client(chainId).readContract({
    address: h.contracts(chainId).vault!,
    abi: vaultAbi,
    functionName: 'balanceOf',
    args: [token, account],
  })
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item])
  return groups
}

/** A small seeded PRNG, so a failing batch can be replayed with FERRY_CONSERVATION_SEED. */
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
