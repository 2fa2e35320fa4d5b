import { type Hex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { type DevnetHarness, devnetHarness } from '../testing/devnetHarness'
import { quoteEthBridge } from '../testing/ethBridge'
import { ownDevnet } from '../testing/ownDevnet'
import { transferKit } from '../testing/transferKit'

// Its own devnet: it kills chains with SIGKILL (anvil saves nothing then) and starts again on the same data dir.
describe('crash recovery', () => {
  const own = ownDevnet('crashRecovery', { solverPollIntervalMs: 100 })

  it('a fill a crashed chain lost is on it again; a deposit it lost ends DEPOSIT_REORGED; a fill whose deposit was lost stands', async () => {
    // A first clean stop saves the contracts in every chain's state file.
    let devnet = await own.start({ fresh: true })
    await devnet.stop()
    devnet = await own.start()
    let h = devnetHarness(devnet.manifest)
    const [A, B] = devnet.manifest.chains.map((c) => c.id) as [number, number]
    const user = devnet.manifest.accounts[4]!
    const ETH = '0x0000000000000000000000000000000000000000'
    const quote = async (harness: DevnetHarness, recipient: string, payer: { address: string } = user) => {
      const quoted = await quoteEthBridge(harness, { user: payer.address, recipient, amount: parseEther('0.1') })
      return { quote: quoted.quote, id: quoted.requestId, out: quoted.amountOut }
    }

    // 1. A fill, then the destination chain crashes before saving it.
    const first = privateKeyToAddress(generatePrivateKey())
    const filled = await quote(h, first)
    await h.executeSteps(filled.quote.steps, user.privateKey as Hex)
    const done = await h.waitForStatus(filled.id, (s) => s.status === 'success')
    const fillHash = done.txHashes![0]! as Hex
    expect(await h.balance(B, ETH, first)).toBe(filled.out)
    await devnet.killChain(B, 'SIGKILL')
    await devnet.stop()

    devnet = await own.start()
    h = devnetHarness(devnet.manifest)
    const recoveredB = devnet.recovery.chains.find((c) => c.chainId === B)!
    expect(recoveredB.replayed).toContain(fillHash.toLowerCase())
    // The same transaction (same hash) is mined again, and the recipient has the money.
    const receipt = await h.client(B).getTransactionReceipt({ hash: fillHash })
    expect(receipt.status).toBe('success')
    expect(await h.balance(B, ETH, first)).toBe(filled.out)
    const after = await h.status(filled.id)
    expect(after.status).toBe('success')
    expect(after.txHashes).toEqual([fillHash])
    const record = await h.record(filled.id)
    expect(record.transactions.find((t) => t.kind === 'fill')).toMatchObject({
      status: 'success',
      blockNumber: Number(receipt.blockNumber),
    })

    // 2. The origin chain crashes with a held request's deposit (lost: DEPOSIT_REORGED) and a filled one's (the fill stands).
    const heldRecipient = privateKeyToAddress(generatePrivateKey())
    const paidRecipient = privateKeyToAddress(generatePrivateKey())
    const held = await quote(h, heldRecipient)
    const paid = await quote(h, paidRecipient)
    const hold = await h.request('/devnet/solver', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId: held.id, fillDelayMs: 600_000 }),
    })
    expect(hold.status, JSON.stringify(hold.body)).toBe(200)
    const userBefore = await h.balance(A, ETH, user.address)
    const depositoryBefore = await h.balance(A, ETH, h.contracts(A).depository!)
    await h.executeSteps(paid.quote.steps, user.privateKey as Hex)
    await h.waitForStatus(paid.id, (s) => s.status === 'success')
    const [heldDeposit] = await h.executeSteps(held.quote.steps, user.privateKey as Hex)
    await h.waitForStatus(held.id, (s) => s.status === 'pending')
    await devnet.killChain(A, 'SIGKILL')
    await devnet.stop()

    devnet = await own.start()
    h = devnetHarness(devnet.manifest)
    const recoveredA = devnet.recovery.chains.find((c) => c.chainId === A)!
    expect(recoveredA.lostDeposits.map((d) => d.txHash)).toContain(heldDeposit!.toLowerCase())
    expect(devnet.recovery.moved).toContainEqual({
      requestId: held.id.toLowerCase(),
      from: 'pending',
      to: 'failure',
      failReason: 'DEPOSIT_REORGED',
    })
    expect(devnet.recovery.filledWithoutDeposit).toContain(paid.id.toLowerCase())
    const lost = await h.status(held.id)
    expect(lost).toMatchObject({ status: 'failure', failReason: 'DEPOSIT_REORGED', refundFailReason: 'N/A' })
    // Both deposits are gone from chain A: the user has its ETH back (and paid no gas), the depository never had it.
    expect(await h.balance(A, ETH, user.address)).toBe(userBefore)
    expect(await h.balance(A, ETH, h.contracts(A).depository!)).toBe(depositoryBefore)
    // The fill paid from the lost deposit stands (the solver's loss); the held one was never paid, and nothing is refunded.
    expect(await h.balance(B, ETH, paidRecipient)).toBe(paid.out)
    expect((await h.status(paid.id)).status).toBe('success')
    // The signal that the solver went on past the recovery: a new transfer goes through as usual, and a scan of
    // both chains begins after it. Whatever the solver would do about the held request (fill or refund it) would
    // have been scheduled in the ticks before.
    // Another account makes it (a fresh wallet from the faucet): `user`'s balance must not move.
    const other = await transferKit(h).wallet({ chainId: A })
    const next = await quote(h, privateKeyToAddress(generatePrivateKey()), other)
    await h.executeSteps(next.quote.steps, other.privateKey as Hex)
    expect((await h.waitForStatus(next.id, (s) => ['success', 'failure', 'refund'].includes(s.status))).status).toBe(
      'success',
    )
    await h.waitForSolverPass(A)
    await h.waitForSolverPass(B)
    expect(await h.status(held.id)).toMatchObject({ status: 'failure', failReason: 'DEPOSIT_REORGED' })
    expect(await h.balance(B, ETH, heldRecipient)).toBe(0n)
    expect(await h.balance(A, ETH, user.address)).toBe(userBefore)
    expect((await h.record(held.id)).transactions.filter((t) => t.kind === 'fill' || t.kind === 'refund')).toEqual([])
    // The earlier fill is still there.
    expect((await h.client(B).getTransactionReceipt({ hash: fillHash })).status).toBe('success')
  }, 180_000)
})
