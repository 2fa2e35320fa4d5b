import { describe, expect, it } from 'vitest'
import { devnetHarness } from '../testing/devnetHarness'
import { sendEthBridge } from '../testing/ethBridge'
import { ownDevnet } from '../testing/ownDevnet'
import { svmTransferKit } from '../testing/svmTransferKit'

/** The longest a Solana call may take to be answered (200 or 503) while its process dies under it: never a hang. */
const ANSWER_DEADLINE_MS = 10_000

interface SolanaAdminState {
  pid: number | null
  restarts: number
  available: boolean
  height: number | null
}

// Its own devnet: its SVM process is killed, again and again, while the EVM side works.
describe('the SVM in a process of its own', () => {
  const own = ownDevnet('svmCrash', { solverPollIntervalMs: 100 })

  it('dies without taking the EVM side with it, answers 503 meanwhile, and comes back with its balances', async () => {
    const devnet = await own.start({ fresh: true })
    const h = devnetHarness(devnet.manifest)
    const svm = svmTransferKit(h)
    const solanaState = async () => (await h.request('/devnet/solana')).body as SolanaAdminState
    const rpc = (method: string, params: unknown[]) =>
      fetch(devnet.manifest.solana!.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        signal: AbortSignal.timeout(ANSWER_DEADLINE_MS),
      })

    // Funded, then killed at once: what the RPC answered as confirmed is in the snapshot already.
    const wallet = await svm.fundedWallet({ sol: 2_000_000_000n, usdc: 5_000_000n })
    const first = await solanaState()
    expect(first.pid).toEqual(expect.any(Number))
    // Calls in flight when it dies: each answered, 200 or 503, none left hanging.
    const inFlight = Array.from({ length: 20 }, () => rpc('getBalance', [wallet.address]))
    process.kill(first.pid!, 'SIGKILL')
    const statuses = (await Promise.all(inFlight)).map((r) => r.status)
    expect(
      statuses.every((s) => s === 200 || s === 503),
      String(statuses),
    ).toBe(true)
    const meanwhile = await rpc('getBalance', [wallet.address])
    expect([200, 503]).toContain(meanwhile.status)
    if (meanwhile.status === 503) expect(Number(meanwhile.headers.get('retry-after'))).toBeGreaterThan(0)

    // While it keeps dying (each start killed as soon as it answers), an EVM transfer is quoted, sent and filled.
    let killing = true
    const killed = new Set<number>([first.pid!])
    const killer = (async () => {
      while (killing) {
        const { pid } = await solanaState()
        if (pid !== null && !killed.has(pid)) {
          killed.add(pid)
          process.kill(pid, 'SIGKILL')
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })()
    try {
      const B = devnet.manifest.chains[1]!.id
      const sent = await sendEthBridge(h, { payer: devnet.manifest.accounts[3]!, amount: 10n ** 16n })
      await h.waitForStatus(sent.requestId, (s) => s.status === 'success')
      expect(await h.balance(B, h.currency(B, 'ETH'), sent.recipient)).toBe(sent.amountOut)
      expect((await h.request('/chains')).status).toBe(200)
    } finally {
      killing = false
      await killer
    }

    // Back, with the balances it had, and working: a transfer lands on it.
    await expect.poll(async () => (await solanaState()).available, { timeout: 60_000 }).toBe(true)
    expect((await solanaState()).restarts).toBeGreaterThanOrEqual(1)
    expect(await svm.sol.balance(wallet.address)).toBe(2_000_000_000n)
    expect(await svm.usdcBalance(wallet.address)).toBe(5_000_000n)
    const again = await svm.fundedWallet({ sol: 1_000_000n })
    expect(await svm.sol.balance(again.address)).toBe(1_000_000n)
  }, 180_000)
})
