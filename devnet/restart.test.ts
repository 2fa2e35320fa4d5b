import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { devnetHarness } from './testing/devnetHarness'
import { quoteEthBridge } from './testing/ethBridge'
import { orderIdOf } from './testing/orderOf'
import { ownDevnet } from './testing/ownDevnet'

// Its own devnet (own ports, own temp dir), since it has to stop and start one.
describe('restart on the same data dir', () => {
  const own = ownDevnet('restart', { solverPollIntervalMs: 100 })

  it('keeps contracts, balances, requests and their history, and never refills', async () => {
    let devnet = await own.start({ fresh: true })
    const before = devnetHarness(devnet.manifest)
    const [A, B] = devnet.manifest.chains.map((c) => c.id) as [number, number]
    const user = devnet.manifest.accounts[3]!
    const recipient = privateKeyToAddress(generatePrivateKey())
    const quote = async (harness: typeof before) =>
      (await quoteEthBridge(harness, { user: user.address, recipient, amount: 10n ** 17n })).quote

    const filled = await quote(before)
    const filledId = orderIdOf(filled)
    await before.executeSteps(filled.steps, user.privateKey as Hex)
    const filledStatus = await before.waitForStatus(filledId, (s) => s.status === 'success')
    const filledRecord = await before.record(filledId)
    const waiting = await quote(before)
    const waitingId = orderIdOf(waiting)
    const balances = async (harness: typeof before) => ({
      recipient: await harness.balance(B, harness.currency(B, 'ETH'), recipient),
      solver: await harness.balance(B, harness.currency(B, 'USDC'), devnet!.manifest.solver.address),
      solverEth: await harness.balance(B, harness.currency(B, 'ETH'), devnet!.manifest.solver.address),
      userUsdc: await harness.balance(A, harness.currency(A, 'USDC'), user.address),
      depository: await harness.balance(A, harness.currency(A, 'ETH'), harness.contracts(A).depository!),
    })
    const balancesBefore = await balances(before)
    expect(balancesBefore.recipient).toBe(BigInt(filled.details.currencyOut!.amount))
    const contracts = devnet.manifest.chains.map((c) => c.contracts)

    await devnet.stop()
    devnet = await own.start()
    const after = devnetHarness(devnet.manifest)

    expect(devnet.manifest.chains.map((c) => c.contracts)).toEqual(contracts)
    expect(await after.status(filledId)).toEqual(filledStatus)
    expect((await after.record(filledId)).history).toEqual(filledRecord.history)
    expect((await after.status(waitingId)).status).toBe('waiting')
    // Solver ticks after the start must not fill anything again: wait until it has read a block mined after it.
    for (const chain of devnet.manifest.chains) {
      await after.client(chain.id).request({ method: 'evm_mine' as never, params: [] as never })
      await after.waitForIndexed(chain.id, await after.client(chain.id).getBlockNumber({ cacheTime: 0 }))
    }
    expect(await balances(after)).toEqual(balancesBefore)

    // The solver picks up where it stopped: a deposit now fills the request quoted before the restart.
    await after.executeSteps(waiting.steps, user.privateKey as Hex)
    await after.waitForStatus(waitingId, (s) => s.status === 'success')
    expect(await after.balance(B, after.currency(B, 'ETH'), recipient)).toBe(
      balancesBefore.recipient + BigInt(waiting.details.currencyOut!.amount),
    )
    // Two starts of a whole devnet in one test: a loaded machine takes well over a minute (CI once timed out at 60 s).
  }, 240_000)
})
