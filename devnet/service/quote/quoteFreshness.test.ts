import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, it, vi } from 'vitest'
import { devnetHarness } from '../../testing/devnetHarness'

const h = devnetHarness(inject('manifest'))
const [A, B] = h.manifest.chains.map((c) => c.id) as [number, number, number]
/** A plain ETH transfer to an account without code: the fill's gas, exactly. */
const TRANSFER_GAS = 21_000n

describe('a quote prices from the latest block', () => {
  it('after a block mined at a new base fee, the next quote pays the gas price that block gives', async () => {
    const destination = h.client(B)
    const body = JSON.stringify({
      user: h.manifest.accounts[0]!.address,
      recipient: privateKeyToAddress(generatePrivateKey()),
      originChainId: A,
      destinationChainId: B,
      originCurrency: h.currency(A, 'ETH'),
      destinationCurrency: h.currency(B, 'ETH'),
      amount: (10n ** 17n).toString(),
      tradeType: 'EXACT_INPUT',
    })
    // ETH in, ETH out: the relayer gas is the fill's gas times the destination's gas price, in wei.
    const quotedGasPrice = async () => {
      const answer = await h.request('/price', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      const relayerGas = BigInt((answer.body as { fees: { relayerGas: { amount: string } } }).fees.relayerGas.amount)
      expect(relayerGas % TRANSFER_GAS).toBe(0n)
      return relayerGas / TRANSFER_GAS
    }
    // A quote first, so anything kept between quotes would hold this block's price.
    await quotedGasPrice()
    const before = await destination.getGasPrice()
    const latest = await destination.getBlock({ blockTag: 'latest' })
    // A little above the current base fee: every wallet's fee cap still covers it (other tests send on this chain).
    await destination.request({
      method: 'anvil_setNextBlockBaseFeePerGas' as never,
      params: [`0x${((latest.baseFeePerGas ?? 0n) + 1_000n).toString(16)}`] as never,
    })
    await destination.request({ method: 'evm_mine' as never, params: [] as never })
    expect(await destination.getGasPrice()).not.toBe(before)
    // Other tests mine on this chain too: a quote during which the chain held still says which price it used.
    await vi.waitFor(
      async () => {
        const atStart = await destination.getGasPrice()
        const quoted = await quotedGasPrice()
        expect(await destination.getGasPrice()).toBe(atStart)
        expect(quoted).toBe(atStart)
      },
      { timeout: 20_000, interval: 100 },
    )
  })
})
