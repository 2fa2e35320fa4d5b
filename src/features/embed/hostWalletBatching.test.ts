import { connect } from '@wagmi/core'
import { describe, expect, it, vi } from 'vitest'
import { createConfig, http } from 'wagmi'
import { injected } from 'wagmi/connectors'
import { createHostConnection, type Eip1193Like } from '../../embed-host/createHostConnection'
import { envelope, type HostToGuest, type HostWalletBatchCalls } from '../../embed-host/protocol'
import { wagmiWalletCalls } from '../../transfer/wallet/wagmiWalletCalls'
import { createGuestChannel, type GuestWindow } from './createGuestChannel'
import { createHostWalletProvider } from './createHostWalletProvider'

// wagmi's injected connector looks for its provider only where there is a window (the frame's, here empty).
vi.stubGlobal('window', { addEventListener() {}, removeEventListener() {}, dispatchEvent: () => true })

const HOST = 'https://shop.example'
const WIDGET = 'https://ferry.example'
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = `0x${'ab'.repeat(32)}`
const chain = {
  id: 31337,
  name: 'Origin',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
} as const

type Result<M extends keyof HostWalletBatchCalls> = HostWalletBatchCalls[M]['result']

/** A host page's smart wallet (EIP-5792): atomic on the chain; a batch pending once, then confirmed. */
function smartWallet() {
  const asked: { method: string; params?: unknown }[] = []
  let polls = 0
  const wallet: Eip1193Like = {
    request: async (call) => {
      asked.push(call)
      switch (call.method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [ACCOUNT]
        case 'eth_chainId':
          return '0x7a69'
        case 'wallet_getCapabilities':
          return { '0x7a69': { atomic: { status: 'supported' } } } satisfies Result<'wallet_getCapabilities'>
        case 'wallet_sendCalls':
          return { id: 'bundle-1' } satisfies Result<'wallet_sendCalls'>
        case 'wallet_getCallsStatus':
          return (
            polls++ === 0
              ? { version: '2.0.0', id: 'bundle-1', chainId: '0x7a69', status: 100, atomic: true }
              : {
                  version: '2.0.0',
                  id: 'bundle-1',
                  chainId: '0x7a69',
                  status: 200,
                  atomic: true,
                  receipts: [
                    {
                      logs: [],
                      status: '0x1',
                      blockHash: HASH,
                      blockNumber: '0x1',
                      gasUsed: '0x1',
                      transactionHash: HASH,
                    },
                  ],
                }
          ) satisfies Result<'wallet_getCallsStatus'>
        default:
          throw Object.assign(new Error(`unsupported ${call.method}`), { code: 4200 })
      }
    },
  }
  return { wallet, asked }
}

/** The host page and the widget's frame, wired as postMessage wires them; `forge` posts to the frame from elsewhere. */
function pages(wallet: Eip1193Like) {
  const listeners = new Set<(event: MessageEvent) => void>()
  const parent = { postMessage: (data: unknown, target: string) => queueMicrotask(() => toHost(data, target)) }
  const frame = {
    postMessage: (data: unknown, target: string) => {
      if (target === WIDGET) queueMicrotask(() => deliver(data, HOST))
    },
  }
  const deliver = (data: unknown, origin: string) => {
    for (const listener of listeners) listener({ data, origin, source: parent } as unknown as MessageEvent)
  }
  const host = createHostConnection({ widgetOrigin: WIDGET, target: () => frame, config: {}, wallet })
  const toHost = (data: unknown, target: string) => {
    if (target === HOST) host.handleMessage({ data, origin: WIDGET, source: frame })
  }
  const window: GuestWindow = {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    parent,
  }
  const channel = createGuestChannel({ window, parentOrigin: HOST })
  const forge = (payload: HostToGuest['rpc.response'], origin: string) =>
    deliver(envelope<HostToGuest, 'rpc.response'>('rpc.response', payload), origin)
  return { channel, forge }
}

describe('a host page whose wallet batches (EIP-5792 over the host-wallet bridge)', () => {
  it("gives the widget's wagmi the host wallet's capabilities, its batch and the batch's status", async () => {
    const { wallet, asked } = smartWallet()
    const { channel } = pages(wallet)
    const provider = createHostWalletProvider({ channel })
    const config = createConfig({
      chains: [chain],
      connectors: [injected({ target: { id: 'ferryHostWallet', name: 'Host', provider: provider as never } })],
      transports: { [chain.id]: http() },
    })
    await connect(config, { connector: config.connectors[0]! })
    const calls = wagmiWalletCalls(config)

    expect(await calls.canBatch(chain.id)).toBe(true)
    const id = await calls.send({
      chainId: chain.id,
      calls: [
        { to: ACCOUNT, data: '0x095ea7b3', value: 0n },
        { to: ACCOUNT, data: '0x', value: 1n },
      ],
    })
    expect(id).toBe('bundle-1')
    expect(await calls.status(id)).toEqual({ state: 'pending', hashes: [] })
    expect(await calls.status(id)).toEqual({ state: 'success', hashes: [HASH] })

    const sent = asked.find((c) => c.method === 'wallet_sendCalls')?.params as [
      { chainId: string; atomicRequired: boolean; calls: { value?: string }[] },
    ]
    expect(sent[0]).toMatchObject({ chainId: '0x7a69', atomicRequired: true })
    expect(sent[0].calls).toHaveLength(2)
    expect(asked.filter((c) => c.method === 'wallet_getCallsStatus').map((c) => c.params)).toEqual([
      ['bundle-1'],
      ['bundle-1'],
    ])
  })

  it("takes the batch's status only from the pinned host: a third origin's forged answer is ignored", async () => {
    const { wallet } = smartWallet()
    const { channel, forge } = pages(wallet)
    // The host's answers reach the frame only after a forged one that wins the race and claims the batch reverted.
    const posted: string[] = []
    const post = channel.post
    channel.post = (type, payload) => {
      if (type === 'rpc.request') {
        const { id } = payload as { id: string }
        posted.push(id)
        forge({ id, result: { status: 500, receipts: [] } }, 'https://evil.example')
      }
      post(type, payload)
    }
    const provider = createHostWalletProvider({ channel })
    const status = (await provider.request({ method: 'wallet_getCallsStatus', params: ['bundle-1'] })) as {
      status: number
    }
    expect(posted).toHaveLength(1)
    expect(status.status).toBe(100)
  })
})
