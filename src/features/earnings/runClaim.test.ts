import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { keccak256, recoverMessageAddress, stringToHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DescribedResponse } from '../../api/description/describedTypes'
import { eip191Message } from '../../api/eip191Message'

import type { StepWallet } from '../../transfer/run/StepWallet'
import { type ClaimEvent, type ClaimState, nextClaimState } from './claimState'
import { runClaim } from './runClaim'

/**
 * A service answering a claim as the public one does: one `signature` step asking for `eip191` over a 32-byte hex
 * (its post body naming no `claimId`), a post answering only `{ message }`, and a listing that shows the claim
 * only after a while, first `pending`, then `success` with its transaction.
 */
const account = privateKeyToAccount(generatePrivateKey())
const to = '0x00000000000000000000000000000000000000aa'
const USDC = '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913'
const hash = keccak256(stringToHex('claim'))
const old = { claimId: '0xold', recipient: to, status: 'success', txHash: `0x${'1'.repeat(64)}` }
let server: Server
let baseUrl: string
let listings = 0
let postedAt: number | undefined
let signedBy: string | undefined

const claimAnswer: DescribedResponse<'/app-fees/{wallet}/claim', 'post'> = {
  steps: [
    {
      id: 'claim',
      action: 'Confirm claim',
      description: 'Sign to claim',
      kind: 'signature',
      items: [
        {
          status: 'incomplete',
          data: {
            sign: { signatureKind: 'eip191', message: hash },
            post: { endpoint: '/execute/signed-claim', method: 'POST', body: { wallet: account.address } },
          },
        },
      ],
    },
  ],
}

function listing(): DescribedResponse<'/app-fees/{wallet}/claims', 'get'> {
  listings++
  const since = postedAt === undefined ? -1 : listings - postedAt
  const claim = {
    claimId: '0xnew',
    wallet: account.address.toLowerCase(),
    recipient: to,
    currency: { currency: { chainId: 8453, address: USDC, symbol: 'USDC', decimals: 6 }, amount: '5000000' },
    createdAt: '2026-01-01T00:00:00.000Z',
  }
  if (since < 2) return { claims: [old] }
  if (since < 4) return { claims: [{ ...claim, status: 'pending', txHash: null }, old] }
  return { claims: [{ ...claim, status: 'success', txHash: `0x${'2'.repeat(64)}` }, old] }
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (url.pathname.endsWith('/claim')) return json(claimAnswer)
    if (url.pathname.endsWith('/claims')) return json(listing())
    if (url.pathname === '/execute/signed-claim') {
      const signature = url.searchParams.get('signature') as `0x${string}`
      signedBy = await recoverMessageAddress({ message: { raw: hash }, signature })
      postedAt = listings
      return json({ message: 'Success' })
    }
    res.writeHead(404).end('{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const wallet: StepWallet = {
  getChainId: async () => 8453,
  switchChain: async () => {},
  sendTransaction: () => Promise.reject(new Error('no transaction in a claim')),
  waitForReceipt: () => Promise.reject(new Error('no transaction in a claim')),
  sign: async (payload) => {
    if (payload.signatureKind !== 'eip191') throw new Error('an eip191 claim')
    return account.signMessage({ message: eip191Message(payload.message) })
  },
}

describe('runClaim against the public shapes', () => {
  it('a post answering only { message } is followed in the listing until the claim is paid, with its transaction', async () => {
    const events: ClaimEvent[] = []
    await runClaim({
      baseUrl,
      wallet: account.address,
      body: { chainId: 8453, currency: USDC, recipient: to },
      stepWallet: async () => wallet,
      dispatch: (e) => {
        events.push(e)
        if (process.env.DBG) console.log(JSON.stringify(e))
      },
      signal: new AbortController().signal,
      pollMs: 1,
    })
    expect(signedBy).toBe(account.address)
    const states: ClaimState[] = []
    for (const e of events) states.push(nextClaimState(states.at(-1) ?? { kind: 'idle' }, e))
    expect(states.map((s) => s.kind)).toContain('paying')
    expect(states.find((s) => s.kind === 'paying')).toMatchObject({ claimId: undefined, entry: undefined })
    expect(states.at(-1)).toMatchObject({
      kind: 'done',
      claimId: '0xnew',
      entry: { status: 'success', txHash: `0x${'2'.repeat(64)}`, recipient: to },
    })
  })
})
