import { generateKeyPairSigner } from '@solana/kit'
import { parseEther, parseUnits, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import WebSocket from 'ws'
import {
  type RequestRecord,
  requestsResponseSchema,
  type StatusResponse,
  webhookEventSchema,
  wsStatusUpdateMessageSchema,
} from '../../src/api/schemas'
import { devnetHarness } from '../testing/devnetHarness'
import { startWebhookReceiver, type WebhookReceiver } from '../testing/startWebhookReceiver'
import { svmTransferKit } from '../testing/svmTransferKit'
import { transferKit } from '../testing/transferKit'
import { SOL_ADDRESS, SOLANA_CHAIN_ID } from './SvmChain'

// Issue #25: "The listing, webhooks, websocket and status carry base58 hashes; `/requests/v3` term search finds them."
const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const svm = svmTransferKit(h)
const apiKey = h.manifest.apiKeys[0]!
const [A] = h.manifest.chains.map((c) => c.id) as [number]
const BASE58_SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/
const withKey = { 'x-api-key': apiKey }

let receiver: WebhookReceiver
beforeAll(async () => {
  receiver = await startWebhookReceiver()
  await kit.admin(`/devnet/webhooks/${apiKey}`, { url: receiver.url }, 'PUT')
})
afterAll(async () => {
  await h.request(`/devnet/webhooks/${apiKey}`, { method: 'DELETE' })
  await receiver?.close()
})

/** Every `request.status.updated` the websocket sends for `ids`. */
async function watch(ids: string[]) {
  const socket = new WebSocket(h.manifest.websocketUrl!)
  const messages: unknown[] = []
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  for (const id of ids)
    socket.send(JSON.stringify({ type: 'subscribe', event: 'request.status.updated', filters: { id } }))
  await vi.waitFor(() =>
    expect(messages.filter((m) => (m as { type?: string }).type === 'subscribe')).toHaveLength(ids.length),
  )
  return {
    updates: (id: string) =>
      messages
        .filter((m) => (m as { event?: string }).event === 'request.status.updated')
        .map((m) => wsStatusUpdateMessageSchema.parse(m).data)
        .filter((d) => d.requestId === id),
    close: () => socket.close(),
  }
}

async function listed(query: string): Promise<RequestRecord[]> {
  const answer = await h.request(`/requests/v3?${query}`, { headers: withKey })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return requestsResponseSchema.parse(answer.body).requests
}

describe('base58 hashes and addresses wherever a Solana request shows', () => {
  it('status, websocket, webhooks and /requests/v3 carry the exact signatures; term and user find them', async () => {
    const person = await svm.fundedWallet({ sol: parseUnits('3', 9) })
    const solanaRecipient = (await generateKeyPairSigner()).address
    const evm = await kit.wallet()
    const fromSolana = await kit.quote(
      { ...fromSolanaBody(person.address), amount: parseUnits('1', 9).toString() },
      withKey,
    )
    const toSolana = await kit.quote(
      {
        user: evm.address,
        recipient: solanaRecipient,
        originChainId: A,
        destinationChainId: SOLANA_CHAIN_ID,
        originCurrency: zeroAddress,
        destinationCurrency: SOL_ADDRESS,
        amount: parseEther('0.02').toString(),
        tradeType: 'EXACT_INPUT',
      },
      withKey,
    )
    // Refunded on Solana: its refund is a base58 transaction too.
    const refunded = await kit.quote(
      { ...fromSolanaBody(person.address), amount: parseUnits('0.5', 9).toString() },
      withKey,
    )
    await kit.admin('/devnet/faults', { requestId: refunded.requestId, failReason: 'SOLVER_CAPACITY_EXCEEDED' })
    const ids = [fromSolana.requestId, toSolana.requestId, refunded.requestId]
    const ws = await watch(ids)

    const deposit = await svm.deposit(fromSolana.quote, person)
    const refundedDeposit = await svm.deposit(refunded.quote, person)
    await kit.execute(toSolana.quote, evm)
    const finals = new Map<string, StatusResponse>()
    for (const id of ids) finals.set(id, await kit.final(id))
    expect(finals.get(fromSolana.requestId)).toMatchObject({ status: 'success', inTxHashes: [deposit] })
    expect(finals.get(refunded.requestId)).toMatchObject({ status: 'refund', inTxHashes: [refundedDeposit] })
    const fill = finals.get(toSolana.requestId)!.txHashes![0]!
    const refund = finals.get(refunded.requestId)!.txHashes![0]!
    expect(fill).toMatch(BASE58_SIGNATURE)
    expect(refund).toMatch(BASE58_SIGNATURE)

    // The websocket's and the webhooks' last word on each request: the status's hashes, exactly.
    for (const id of ids) {
      const final = finals.get(id)!
      await vi.waitFor(() => expect(ws.updates(id).at(-1)?.status).toBe(final.status), { timeout: 15_000 })
      expect(ws.updates(id).at(-1)).toMatchObject({ inTxHashes: final.inTxHashes, txHashes: final.txHashes })
      const hooks = () =>
        receiver.received.filter((r) => r.answered === 200 && JSON.parse(r.body).data.requestId === id)
      await receiver.waitFor(() => hooks().some((r) => JSON.parse(r.body).data.status === final.status))
      const last = webhookEventSchema.parse(JSON.parse(hooks().at(-1)!.body))
      expect(last.data).toMatchObject({ status: final.status, inTxHashes: final.inTxHashes, txHashes: final.txHashes })
    }
    ws.close()

    // The listing: found by each signature and each base58 address, exactly as given; a lower-cased one is another key.
    const [byDeposit] = await listed(`term=${deposit}`)
    expect(byDeposit?.id).toBe(fromSolana.requestId.toLowerCase())
    expect(byDeposit!.user).toBe(person.address)
    expect(byDeposit!.data.inTxs.map((t) => t.txHash ?? t.hash)).toEqual([deposit])
    // The fee the chain burnt: 5,000 lamports for the one signature.
    expect(byDeposit!.data.inTxs[0]).toMatchObject({ chainId: SOLANA_CHAIN_ID, fee: '5000' })
    expect((await h.record(byDeposit!.id)).history.map((e) => e.txHash).filter(Boolean)).toContain(deposit)
    const [byFill] = await listed(`term=${fill}`)
    expect(byFill?.id).toBe(toSolana.requestId.toLowerCase())
    expect(byFill!.recipient).toBe(solanaRecipient)
    expect(byFill!.data.outTxs.map((t) => t.txHash ?? t.hash)).toEqual([fill])
    expect(byFill!.data.outTxs[0]).toMatchObject({ chainId: SOLANA_CHAIN_ID, fee: '5000', status: 'success' })
    expect((await h.record(byFill!.id)).history.map((e) => e.txHash)).toContain(fill)
    const [byRefund] = await listed(`term=${refund}`)
    expect(byRefund?.id).toBe(refunded.requestId.toLowerCase())
    expect((await h.record(byRefund!.id)).history.map((e) => e.txHash)).toContain(refund)
    expect(byRefund!.data.outTxs.map((t) => t.txHash ?? t.hash)).toEqual([refund])
    expect((await listed(`term=${solanaRecipient}`)).map((r) => r.id)).toEqual([toSolana.requestId.toLowerCase()])
    const mine = (await listed(`user=${person.address}`)).map((r) => r.id)
    expect(mine.sort()).toEqual([fromSolana.requestId, refunded.requestId].map((id) => id.toLowerCase()).sort())
    expect((await listed(`term=${person.address}`)).map((r) => r.id).sort()).toEqual(mine.sort())
    expect(await listed(`term=${deposit.toLowerCase()}`)).toEqual([])
    expect(await listed(`user=${person.address.toLowerCase()}`)).toEqual([])
  }, 60_000)
})

function fromSolanaBody(user: string) {
  return {
    user,
    recipient: privateKeyToAddress(generatePrivateKey()),
    originChainId: SOLANA_CHAIN_ID,
    destinationChainId: A,
    originCurrency: SOL_ADDRESS,
    destinationCurrency: zeroAddress,
    tradeType: 'EXACT_INPUT',
  }
}
