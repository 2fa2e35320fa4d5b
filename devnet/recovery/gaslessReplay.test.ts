import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import type { StatusResponse } from '../../src/api/schemas'
import { type DevnetHarness, devnetHarness } from '../testing/devnetHarness'
import { ownDevnet } from '../testing/ownDevnet'
import { type Quoted, type TransferKit, transferKit, type Wallet } from '../testing/transferKit'

const USDC_FUNDS = 1_000_000_000n
const AMOUNT = '250000000'
/** Long enough that only the restart lets the fill go (a hold lives in memory only). */
const HOLD_MS = 600_000
const END_MS = 60_000

/** A USDC A -> B gasless quote for `wallet`, signed and posted; with its fill held when `hold`. */
async function gasless(kit: TransferKit, wallet: Wallet, chains: [number, number], hold: boolean): Promise<Quoted> {
  const [A, B] = chains
  const quoted = await kit.quote({
    user: wallet.address,
    originChainId: A,
    destinationChainId: B,
    originCurrency: 'usdc',
    destinationCurrency: 'usdc',
    amount: AMOUNT,
    tradeType: 'EXACT_INPUT',
    usePermit: true,
  })
  if (hold) await kit.admin('/devnet/solver', { requestId: quoted.requestId, fillDelayMs: HOLD_MS })
  const item = kit.permitItem(quoted.quote)
  const answer = await kit.postPermit(item, await kit.signPermit(item, wallet.privateKey))
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return quoted
}

/** The request's gasless deposits that are on chain and succeeded (the solver's own transactions). */
async function depositsOnChain(h: DevnetHarness, chainId: number, requestId: string): Promise<number> {
  const { transactions } = await h.record(requestId)
  let landed = 0
  for (const t of transactions.filter((t) => t.kind === 'deposit')) {
    const receipt = await h
      .client(chainId)
      .getTransactionReceipt({ hash: t.txHash as Hex })
      .catch(() => undefined)
    if (receipt?.status === 'success' && receipt.from.toLowerCase() === h.manifest.solver.address.toLowerCase())
      landed += 1
  }
  return landed
}

const ended = (s: StatusResponse) =>
  s.status === 'success' || s.status === 'refund' || (s.status === 'failure' && s.refundFailReason === 'N/A')

// Its own devnet: it kills a chain with SIGKILL (anvil saves nothing then) and starts again on the same data dir.
describe('crash recovery of gasless deposits', () => {
  const own = ownDevnet('gaslessReplay', { solverPollIntervalMs: 100 })

  it('a gasless deposit that does not land when sent again is sent anew before its fill, or its request fails; none is filled without its deposit', async () => {
    let devnet = await own.start({ fresh: true })
    let h = devnetHarness(devnet.manifest)
    let kit = transferKit(h)
    const chains = devnet.manifest.chains.map((c) => c.id).slice(0, 2) as [number, number]
    const [A] = chains
    // Funded before the clean stop, so the chain keeps its USDC through the crash.
    const kept = await kit.wallet({ chainId: A, eth: 0n, usdc: USDC_FUNDS })
    await devnet.stop()
    devnet = await own.start()
    h = devnetHarness(devnet.manifest)
    kit = transferKit(h)
    // The state the crash goes back to: A's depository holds no USDC yet.
    const usdcA = h.currency(A, 'USDC')
    expect(await h.balance(A, usdcA, h.contracts(A).depository!)).toBe(0n)

    // 1. A person's own USDC deposit goes through (lost with the crash, not the devnet's to send again): the
    // depository holds USDC when the next deposits' gas is estimated, and none once the chain comes back.
    const payer = await kit.wallet({ chainId: A, usdc: USDC_FUNDS })
    const first = await kit.quote({
      user: payer.address,
      originChainId: A,
      destinationChainId: chains[1],
      originCurrency: 'usdc',
      destinationCurrency: 'usdc',
      amount: AMOUNT,
      tradeType: 'EXACT_INPUT',
    })
    await kit.execute(first.quote, payer)
    expect((await kit.final(first.requestId)).status).toBe('success')
    // 2. Two more whose deposits are mined and read (pending), fills held: one payer keeps its USDC through the crash,
    // the other was funded after the last save and loses it with the crash.
    const keptQuote = await gasless(kit, kept, chains, true)
    const gone = await kit.wallet({ chainId: A, eth: 0n, usdc: USDC_FUNDS })
    const goneQuote = await gasless(kit, gone, chains, true)
    for (const id of [keptQuote.requestId, goneQuote.requestId])
      await h.waitForStatus(id, (s) => s.status === 'pending', END_MS)

    await devnet.killChain(A, 'SIGKILL')
    await devnet.stop()
    devnet = await own.start()
    h = devnetHarness(devnet.manifest)
    kit = transferKit(h)
    const { filledWithoutDeposit } = devnet.recovery

    // The person's own deposit is gone; its fill was on chain already: the solver's loss, reported.
    expect(filledWithoutDeposit).toContain(first.requestId.toLowerCase())

    // The payer who still holds the USDC: the deposit lands before the fill, once.
    expect(await h.waitForStatus(keptQuote.requestId, ended, END_MS)).toMatchObject({ status: 'success' })
    expect(filledWithoutDeposit).not.toContain(keptQuote.requestId.toLowerCase())
    expect(await depositsOnChain(h, A, keptQuote.requestId)).toBe(1)
    expect(await h.balance(A, usdcA, kept.address)).toBe(USDC_FUNDS - keptQuote.amountIn)

    // The payer whose USDC went with the crash: its deposit reverted when sent again, so the request went back to
    // depositing; sent anew, the chain refuses it; nothing is filled or refunded.
    expect(devnet.recovery.depositingAgain).toContain(goneQuote.requestId.toLowerCase())
    expect(await h.waitForStatus(goneQuote.requestId, ended, END_MS)).toMatchObject({
      status: 'failure',
      failReason: 'GASLESS_PERMIT_BALANCE_TOO_LOW',
    })
    expect(await depositsOnChain(h, A, goneQuote.requestId)).toBe(0)
    const { transactions, history } = await h.record(goneQuote.requestId)
    expect(transactions.filter((t) => t.kind === 'fill' || t.kind === 'refund')).toEqual([])
    expect(history.map((e) => e.status)).toEqual(['waiting', 'depositing', 'pending', 'depositing', 'failure'])
  }, 240_000)
})
