import { describe, expect, it } from 'vitest'
import { devnetHarness } from './testing/devnetHarness'
import { sendEthBridge } from './testing/ethBridge'
import { ownDevnet } from './testing/ownDevnet'

// Its own devnet: a chain is killed under fills bound for it, then the devnet stops and starts again.
describe('a stop with jobs against a dead chain', () => {
  const own = ownDevnet('solverStop', { solverPollIntervalMs: 100 })

  it('stops, leaving those jobs to the next start, which fills each once with the chain back', async () => {
    let devnet = await own.start({ fresh: true })
    const harness = devnetHarness(devnet.manifest)
    const hold = async (fillDelayMs: number) =>
      harness.request('/devnet/solver', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fillDelayMs }),
      })
    expect((await hold(600_000)).status).toBe(200)
    const B = devnet.manifest.chains[1]!.id
    const user = devnet.manifest.accounts[3]!
    const ids: string[] = []
    const owed: { recipient: string; amount: bigint }[] = []
    for (let i = 0; i < 8; i++) {
      const sent = await sendEthBridge(harness, { payer: user, amount: 10n ** 16n })
      ids.push(sent.requestId)
      owed.push({ recipient: sent.recipient, amount: sent.amountOut })
    }
    for (const id of ids) await harness.waitForStatus(id, (s) => s.status === 'pending')
    // The fills' chain dies; the solver is let go on them and works against it.
    await devnet.killChain(B, 'SIGKILL')
    expect((await hold(0)).status).toBe(200)
    // Let go: the fills go on to the dead chain.
    await expect
      .poll(async () => ((await harness.request('/devnet/solver')).body as { holding: string[] }).holding)
      .toEqual([])
    await devnet.stop()
    devnet = await own.start()
    const after = devnetHarness(devnet.manifest)
    for (const id of ids) await after.waitForStatus(id, (s) => s.status === 'success')
    // Each paid once: what the stop left was taken up, not done twice.
    for (const { recipient, amount } of owed)
      expect(await after.balance(B, after.currency(B, 'ETH'), recipient)).toBe(amount)
  }, 240_000)
})
