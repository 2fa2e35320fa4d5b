import { type Address, generateKeyPairSigner } from '@solana/kit'
import { parseEther, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { errorBodySchema } from '../../src/api/schemas'
import { type DevnetHarness, devnetHarness } from '../testing/devnetHarness'
import { ownDevnet } from '../testing/ownDevnet'
import { svmTransferKit } from '../testing/svmTransferKit'
import { transferKit } from '../testing/transferKit'
import { SOL_ADDRESS, SOLANA_CHAIN_ID } from './SvmChain'

/** A deadline for each signal waited for (a restart, a fill) on a loaded machine. */
const SIGNAL_TIMEOUT_MS = 30_000

/** ETH on the first chain -> SOL to a fresh Solana address, paid from a fresh EVM wallet; not yet executed. */
async function quoteToSolana(h: DevnetHarness) {
  const kit = transferKit(h)
  const wallet = await kit.wallet()
  const recipient = (await generateKeyPairSigner()).address
  const quoted = await kit.quote({
    user: wallet.address,
    recipient,
    originChainId: h.manifest.chains[0]!.id,
    destinationChainId: SOLANA_CHAIN_ID,
    originCurrency: zeroAddress,
    destinationCurrency: SOL_ADDRESS,
    amount: parseEther('0.02').toString(),
    tradeType: 'EXACT_INPUT',
  })
  return { ...quoted, wallet, recipient, execute: () => kit.execute(quoted.quote, wallet) }
}

/** The fill paid the recipient exactly once: one transaction to it, the request's fill, of exactly the quoted lamports. */
async function paidOnce(h: DevnetHarness, quoted: { requestId: string; recipient: string; amountOut: bigint }) {
  const svm = svmTransferKit(h)
  const final = await h.waitForStatus(quoted.requestId, (s) => s.status === 'success', SIGNAL_TIMEOUT_MS)
  const received = await svm.sol.rpc.getSignaturesForAddress(quoted.recipient as Address).send()
  expect(received.map((s) => s.signature)).toEqual(final.txHashes)
  expect(await svm.sol.balance(quoted.recipient)).toBe(quoted.amountOut)
  const { transactions, history } = await h.record(quoted.requestId)
  expect(transactions.filter((t) => t.kind === 'fill').map((t) => t.txHash)).toEqual(final.txHashes)
  expect(history.map((e) => e.status)).toEqual(['waiting', 'pending', 'submitted', 'success'])
}

async function holding(h: DevnetHarness): Promise<string[]> {
  return ((await h.request('/devnet/solver')).body as { holding: string[] }).holding
}

// Its own devnet: it restarts one and takes its Solana chain down.
describe('fills to Solana across a restart and while the chain is down', () => {
  const own = ownDevnet('svmInFlight', { solverPollIntervalMs: 100 })

  it('a held fill is paid exactly once after a restart; a hold released with 0 pays at once, once', async () => {
    let devnet = await own.start({ fresh: true })
    let h = devnetHarness(devnet.manifest)
    const held = await quoteToSolana(h)
    await transferKit(h).admin('/devnet/solver', { requestId: held.requestId, fillDelayMs: 600_000 })
    await held.execute()
    await expect.poll(() => holding(h), { timeout: SIGNAL_TIMEOUT_MS }).toContain(held.requestId)
    expect((await h.status(held.requestId)).status).toBe('pending')
    expect(await svmTransferKit(h).sol.balance(held.recipient)).toBe(0n)

    // Stopped while held: the hold is in memory, so the next start fills it on its own.
    await devnet.stop()
    devnet = await own.start()
    h = devnetHarness(devnet.manifest)
    await paidOnce(h, held)

    // Held again after the start, then released: paid at once, once.
    const second = await quoteToSolana(h)
    await transferKit(h).admin('/devnet/solver', { requestId: second.requestId, fillDelayMs: 600_000 })
    await second.execute()
    await expect.poll(() => holding(h), { timeout: SIGNAL_TIMEOUT_MS }).toContain(second.requestId)
    await h.waitForSolverPass(h.manifest.chains[0]!.id)
    expect((await h.status(second.requestId)).status).toBe('pending')
    await transferKit(h).admin('/devnet/solver', { requestId: second.requestId, fillDelayMs: 0 })
    await paidOnce(h, second)
  }, 120_000)

  it('with the chain down a quote touching Solana answers 503 naming it; a fill waits and completes once it is back', async () => {
    const h = devnetHarness(own.devnet.manifest)
    const kit = transferKit(h)
    const [A] = h.manifest.chains.map((c) => c.id) as [number]
    const quoted = await quoteToSolana(h)
    await kit.admin('/devnet/solana/down', { seconds: 600 })
    try {
      const usdcA = h.manifest.chains[0]!.currencies.find((c) => c.symbol === 'USDC')!.address
      const solana = h.manifest.solana!
      const user = (await generateKeyPairSigner()).address
      const bodies = [
        { ...quoteBody(quoted.wallet.address, quoted.recipient, A), destinationCurrency: SOL_ADDRESS },
        {
          ...quoteBody(quoted.wallet.address, quoted.recipient, A),
          originCurrency: usdcA,
          destinationCurrency: solana.usdcMint,
          amount: '20000000',
        },
        {
          user,
          recipient: quoted.wallet.address,
          originChainId: SOLANA_CHAIN_ID,
          destinationChainId: A,
          originCurrency: SOL_ADDRESS,
          destinationCurrency: zeroAddress,
          amount: '1000000000',
          tradeType: 'EXACT_INPUT',
        },
      ]
      for (const body of bodies) {
        const response = await fetch(`${h.manifest.serviceUrl}/quote/v2`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        const answer = await response.json()
        expect(response.status, JSON.stringify(answer)).toBe(503)
        const error = errorBodySchema.parse(answer)
        expect(error.errorCode).toBe('SERVICE_UNAVAILABLE')
        expect(error.message).toBe('Ferry Devnet S is not answering; try again shortly')
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      }

      // The deposit is on A: the request is pending, and stays so through solver passes that cannot reach Solana.
      await quoted.execute()
      await h.waitForStatus(quoted.requestId, (s) => s.status === 'pending', SIGNAL_TIMEOUT_MS)
      await h.waitForSolverPass(A)
      await h.waitForSolverPass(A)
      expect((await h.status(quoted.requestId)).status).toBe('pending')
      expect((await h.record(quoted.requestId)).transactions.filter((t) => t.kind === 'fill')).toEqual([])
    } finally {
      await kit.admin('/devnet/solana/down', { seconds: 0 })
    }
    await paidOnce(h, quoted)
  }, 120_000)
})

function quoteBody(user: string, recipient: string, origin: number) {
  return {
    user,
    recipient,
    originChainId: origin,
    destinationChainId: SOLANA_CHAIN_ID,
    originCurrency: zeroAddress,
    amount: parseEther('0.02').toString(),
    tradeType: 'EXACT_INPUT',
  }
}
