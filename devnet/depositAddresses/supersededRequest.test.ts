import { encodeFunctionData, getAddress, parseEther, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { isTransactionStep, type RequestRecord, requestsResponseSchema } from '../../src/api/schemas'
import { tokenAbi } from '../contracts/tokenAbi'
import { devnetHarness } from '../testing/devnetHarness'
import { transferKit } from '../testing/transferKit'

const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const [A, B] = h.manifest.chains.map((c) => c.id) as [number, number]
const apiKey = h.manifest.apiKeys[0]!
/** Sweep, quote and fill on a loaded machine. */
const SUPERSEDED_WITHIN_MS = 60_000

async function listed(query: string): Promise<RequestRecord[]> {
  const answer = await h.request(`/requests/v3?${query}`, { headers: { 'x-api-key': apiKey } })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return requestsResponseSchema.parse(answer.body).requests
}

describe('superseded deposit-address requests (issue 41)', () => {
  it('an open ETH address paid in USDC: the quote is regenerated as a new request that fills; the first names it', async () => {
    const recipient = privateKeyToAddress(generatePrivateKey())
    const quoted = await kit.quote({
      user: zeroAddress,
      recipient,
      originChainId: A,
      destinationChainId: B,
      originCurrency: 'eth',
      destinationCurrency: 'eth',
      amount: parseEther('0.1').toString(),
      tradeType: 'EXACT_INPUT',
      useDepositAddress: true,
    })
    const step = quoted.quote.steps[0]!
    if (!isTransactionStep(step) || !step.depositAddress) throw new Error('no deposit address')
    const address = getAddress(step.depositAddress)
    const usdc = h.currency(A, 'USDC')
    const exchange = await kit.wallet({ chainId: A, usdc: 100_000_000n })
    const receipt = await kit.send(exchange, A, {
      to: usdc,
      data: encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [address, 30_000_000n] }),
    })

    // Through the real path: the scan finds the transfer, the sweep regenerates the quote and deposits under it.
    let first: RequestRecord | undefined
    await expect
      .poll(
        async () => {
          ;[first] = await listed(`id=${quoted.requestId}`)
          return first?.supersededByRequestId
        },
        { timeout: SUPERSEDED_WITHIN_MS },
      )
      .toMatch(/^0x[0-9a-f]{64}$/)
    const successorId = first!.supersededByRequestId!
    expect(successorId).not.toBe(quoted.requestId.toLowerCase())
    expect(first!.status).toBe('waiting')

    const status = await kit.final(successorId)
    expect(status.status, JSON.stringify(status)).toBe('success')
    expect(await h.balance(B, zeroAddress, recipient)).toBeGreaterThan(0n)
    expect(await h.balance(A, usdc, address)).toBe(0n)
    const [successor] = await listed(`id=${successorId}`)
    expect(successor).toMatchObject({
      status: 'success',
      supersededByRequestId: null,
      recipient: recipient.toLowerCase(),
      depositAddress: {
        address: address.toLowerCase(),
        type: 'open',
        depositor: exchange.address.toLowerCase(),
        depositTxHash: receipt.transactionHash,
      },
    })
    expect(successor!.data?.inTxs?.[0]).toMatchObject({ txHash: receipt.transactionHash })
    // Both are found by the address; the key-less v2 listing carries the field where its description has it.
    expect((await listed(`depositAddress=${address}`)).map((r) => r.id).sort()).toEqual(
      [quoted.requestId.toLowerCase(), successorId].sort(),
    )
    const v2 = await h.request(`/requests/v2?id=${quoted.requestId}`)
    expect(v2.body).toMatchObject({ requests: [{ data: { supersededByRequestId: successorId } }] })
  })
})
