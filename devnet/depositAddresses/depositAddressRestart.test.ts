import { join } from 'node:path'
import { getAddress, type Hex, parseEther, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import {
  isTransactionStep,
  quoteResponseSchema,
  requestsResponseSchema,
  webhookEventSchema,
} from '../../src/api/schemas'
import { devnetHarness } from '../testing/devnetHarness'
import { orderIdOf } from '../testing/orderOf'
import { ownDevnet } from '../testing/ownDevnet'
import { startWebhookReceiver, type WebhookReceiver } from '../testing/startWebhookReceiver'

// Its own devnet (own ports, own temp dir), since it stops and starts one.
describe('deposit addresses across a restart', () => {
  const own = ownDevnet('depositAddressRestart', { solverPollIntervalMs: 100 })
  let receiver: WebhookReceiver | undefined

  afterAll(async () => {
    await receiver?.close()
  })

  it('an address paid while the devnet was down fills when it comes back; webhook, status and listing agree', async () => {
    receiver = await startWebhookReceiver()
    let devnet = await own.start({ fresh: true })
    const apiKey = devnet.manifest.apiKeys[0]!
    const before = devnetHarness(devnet.manifest)
    const [A, B] = devnet.manifest.chains.map((c) => c.id) as [number, number]
    expect(
      (
        await before.request(`/devnet/webhooks/${apiKey}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ url: receiver.url }),
        })
      ).status,
    ).toBe(200)
    const recipient = privateKeyToAddress(generatePrivateKey())
    const answer = await before.quote(
      {
        user: zeroAddress,
        recipient,
        originChainId: A,
        destinationChainId: B,
        originCurrency: 'eth',
        destinationCurrency: 'eth',
        amount: parseEther('0.2').toString(),
        tradeType: 'EXACT_INPUT',
        useDepositAddress: true,
        strict: true,
        refundTo: recipient,
      },
      { 'x-api-key': apiKey },
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const quote = quoteResponseSchema.parse(answer.body)
    const requestId = orderIdOf(quote)
    const step = quote.steps[0]!
    if (!isTransactionStep(step)) throw new Error('not a transaction step')
    const address = getAddress(step.depositAddress!)
    const amountOut = BigInt(quote.details.currencyOut!.amount)
    await devnet.stop()

    // The devnet is down: an exchange pays the address straight on the chain (anvil alone, started from its saved state).
    const payer = devnet.manifest.accounts.at(-1)!
    const { startAnvil } = await import('../chains/startAnvil')
    const { resolveAnvilBinary } = await import('../chains/resolveAnvilBinary')
    const { createLogger } = await import('../createLogger')
    const anvil = await startAnvil({
      binary: resolveAnvilBinary(),
      chainId: A,
      host: '127.0.0.1',
      port: own.ports.chainPort,
      statePath: join(own.dataDir, 'chains', `${A}.json`),
      logPath: join(own.dataDir, 'logs', `anvil-${A}.log`),
      logger: createLogger('silent'),
    })
    const alone = devnetHarness(devnet.manifest)
    const hash = await alone
      .wallet(payer.privateKey as Hex, A)
      .sendTransaction({ account: privateKeyToAccount(payer.privateKey as Hex), to: address, value: parseEther('0.2') })
    const receipt = await alone.client(A).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    await anvil.stop()

    devnet = await own.start()
    const after = devnetHarness(devnet.manifest)
    const status = await after.waitForStatus(requestId, (s) => s.status === 'success', 30_000)
    expect(await after.balance(B, zeroAddress, recipient)).toBe(amountOut)
    expect(await after.balance(A, zeroAddress, address)).toBe(0n)

    const expected = {
      address: address.toLowerCase(),
      type: 'strict',
      depositor: payer.address.toLowerCase(),
      depositTxHash: hash,
      recoveryAddress: null,
    }
    expect(status.depositAddress).toEqual(expected)
    const listed = await after.request(`/requests/v3?id=${requestId}`, { headers: { 'x-api-key': apiKey } })
    const [record] = requestsResponseSchema.parse(listed.body).requests
    expect(record!.depositAddress).toEqual(expected)
    expect(record!.refundTo).toBe(recipient.toLowerCase())
    await receiver.waitFor((all) => all.some((w) => JSON.parse(w.body).data?.status === 'success'), 20_000)
    const events = receiver.received.map((w) => webhookEventSchema.parse(JSON.parse(w.body)))
    const success = events.find((e) => e.data.requestId === requestId && e.data.status === 'success')!
    expect(success.data.depositAddress).toEqual({
      address: expected.address,
      depositAddressType: 'strict',
      depositor: expected.depositor,
      depositTxHash: expected.depositTxHash,
    })
  }, 120_000)
})
