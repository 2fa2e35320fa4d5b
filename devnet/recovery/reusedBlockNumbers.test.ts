import { join } from 'node:path'
import { type Hex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { resolveAnvilBinary } from '../chains/resolveAnvilBinary'
import { startAnvil } from '../chains/startAnvil'
import { createLogger } from '../createLogger'
import { type DevnetHarness, devnetHarness } from '../testing/devnetHarness'
import { quoteEthBridge } from '../testing/ethBridge'
import { ownDevnet } from '../testing/ownDevnet'

const ETH = '0x0000000000000000000000000000000000000000'

// Its own devnet: it kills a chain with SIGKILL (anvil saves nothing then), runs that chain alone on its saved state
// (as a node that came back before the devnet did), and starts the devnet again on the same data dir.
describe('a chain that came back from a crash and mined blocks under numbers the devnet had read', () => {
  const own = ownDevnet('reusedBlockNumbers', { solverPollIntervalMs: 100 })

  it('a deposit in such a block is read and filled once; a lost deposit in the blocks it replaced is found lost', async () => {
    // A first clean stop saves every chain: chain A comes back from the crash at this state (block S).
    let devnet = await own.start({ fresh: true })
    await devnet.stop()
    devnet = await own.start()
    let h: DevnetHarness = devnetHarness(devnet.manifest)
    const [A, B] = devnet.manifest.chains.map((c) => c.id) as [number, number]
    const chainIndexA = devnet.manifest.chains.findIndex((c) => c.id === A)
    const user = devnet.manifest.accounts[4]!
    const saved = Number(await h.client(A).getBlockNumber({ cacheTime: 0 }))
    const quote = async (harness: DevnetHarness, recipient: string) => {
      const quoted = await quoteEthBridge(harness, { user: user.address, recipient, amount: parseEther('0.1') })
      return { quote: quoted.quote, id: quoted.requestId, out: quoted.amountOut }
    }

    // 1. A transfer filled, then more blocks on A: the solver reads them all (its cursor well above S).
    const firstRecipient = privateKeyToAddress(generatePrivateKey())
    const first = await quote(h, firstRecipient)
    const [firstDeposit] = await h.executeSteps(first.quote.steps, user.privateKey as Hex)
    await h.waitForStatus(first.id, (s) => s.status === 'success')
    await h.client(A).request({ method: 'anvil_mine' as never, params: ['0x6'] as never })
    const readUpTo = Number(await h.client(A).getBlockNumber({ cacheTime: 0 }))
    await h.waitForIndexed(A, readUpTo)
    // The transfer whose deposit the person sends while the devnet is down (quoted before).
    const secondRecipient = privateKeyToAddress(generatePrivateKey())
    const second = await quote(h, secondRecipient)

    // 2. Chain A crashes (back at block S) and the devnet stops.
    await devnet.killChain(A, 'SIGKILL')
    await devnet.stop()

    // 3. Chain A's node comes back first: the person's deposit is mined at S + 1, a block number the solver had
    //    read before the crash, and more blocks follow, past where the solver had read.
    const anvil = await startAnvil({
      binary: resolveAnvilBinary(),
      chainId: A,
      host: '127.0.0.1',
      port: own.ports.chainPort + chainIndexA,
      statePath: join(own.dataDir, 'chains', `${A}.json`),
      logPath: join(own.dataDir, 'logs', `anvil-${A}-alone.log`),
      logger: createLogger('error'),
    })
    let secondDeposit: Hex | undefined
    let depositoryBefore = 0n
    try {
      expect(Number(await h.client(A).getBlockNumber({ cacheTime: 0 }))).toBe(saved)
      // The first deposit is gone with the crash: the user has that ETH again.
      await expect(h.client(A).getTransactionReceipt({ hash: firstDeposit! })).rejects.toThrow()
      depositoryBefore = await h.balance(A, ETH, h.contracts(A).depository!)
      ;[secondDeposit] = await h.executeSteps(second.quote.steps, user.privateKey as Hex)
      const receipt = await h.client(A).getTransactionReceipt({ hash: secondDeposit! })
      expect(Number(receipt.blockNumber)).toBe(saved + 1)
      expect(Number(receipt.blockNumber)).toBeLessThanOrEqual(readUpTo)
      const head = Number(await h.client(A).getBlockNumber({ cacheTime: 0 }))
      await h.client(A).request({
        method: 'anvil_mine' as never,
        params: [`0x${(readUpTo + 2 - head).toString(16)}`] as never,
      })
      expect(Number(await h.client(A).getBlockNumber({ cacheTime: 0 }))).toBe(readUpTo + 2)
    } finally {
      await anvil.stop()
    }

    // 4. The devnet starts again: the blocks under re-used numbers are read, the deposit is filled, once.
    devnet = await own.start()
    h = devnetHarness(devnet.manifest)
    const recoveredA = devnet.recovery.chains.find((c) => c.chainId === A)!
    expect(recoveredA.cursorsRewound).toBe(true)
    expect((recoveredA as { kept?: number }).kept ?? -1).toBeLessThanOrEqual(saved)
    // The first transfer's deposit was in the replaced blocks: lost, its fill (on B) stands, the solver's loss.
    expect(recoveredA.lostDeposits.map((d) => d.txHash)).toContain(firstDeposit!.toLowerCase())
    expect(devnet.recovery.filledWithoutDeposit).toContain(first.id.toLowerCase())
    expect(await h.balance(B, ETH, firstRecipient)).toBe(first.out)

    const done = await h.waitForStatus(second.id, (s) => ['success', 'failure', 'refund'].includes(s.status), 30_000)
    expect(done.status).toBe('success')
    expect(await h.balance(B, ETH, secondRecipient)).toBe(second.out)
    expect(await h.balance(A, ETH, h.contracts(A).depository!)).toBe(depositoryBefore + parseEther('0.1'))
    // Read once: one deposit row, one deposit transaction and one fill on the request, nothing derived from it.
    // A second reading would come from a scan over the deposit's block again: wait until the solver has scanned a
    // block mined after the fill (its cursor past everything that came before), then count.
    await h.waitForSolverPass(A)
    const record = await h.record(second.id)
    expect(record.deposits).toHaveLength(1)
    expect(record.transactions.filter((t) => t.kind === 'deposit')).toHaveLength(1)
    expect(record.transactions.filter((t) => t.kind === 'fill')).toHaveLength(1)
    expect((record as { children?: unknown[] }).children ?? []).toEqual([])
    expect((await h.status(second.id)).status).toBe('success')
  }, 180_000)
})
