import { describe, expect, it } from 'vitest'
import type { QuoteResponse } from '../../api/schemas/quote'
import type { StatusResponse } from '../../api/schemas/status'
import { createStore } from '../../lib/createStore'
import { followRequest, runSteps, type StepWallet, waitForBatch } from '../run/runSteps'
import { createTransferHistory } from './transferHistory'
import {
  createTransferSession,
  quoteAlreadyUsedMessage,
  type TransferEngine,
  type TransferState,
} from './transferSession'

function memoryStorage() {
  const data = new Map<string, string>()
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) }
}

const CHECK = '/intents/status/v3?requestId=0xabc'
const quote: QuoteResponse = {
  steps: [
    {
      id: 'deposit',
      action: 'Confirm',
      description: '',
      kind: 'transaction',
      requestId: '0xabc',
      items: [
        {
          status: 'incomplete',
          data: { to: '0x00000000000000000000000000000000000000aa', data: '0x', value: 1n, chainId: 1 },
          check: { endpoint: CHECK, method: 'GET' },
        },
      ],
    },
  ],
  fees: {},
  details: {
    currencyOut: { amount: '1', currency: { chainId: 2, address: '0x0', symbol: 'ETH', name: 'Ether', decimals: 18 } },
  },
}

const wallet: StepWallet = {
  getChainId: async () => 1,
  switchChain: async () => {},
  sendTransaction: async () => `0x${'1'.repeat(64)}`,
  waitForReceipt: async () => ({ status: 'success' }),
  sign: async () => `0x${'2'.repeat(130)}`,
}

function setup(options: { statuses?: StatusResponse['status'][]; engineFails?: boolean } = {}) {
  const queue = [...(options.statuses ?? ['waiting', 'success'])]
  const history = createTransferHistory({ storage: memoryStorage(), network: 'local' })
  const states: TransferState[] = []
  const state = createStore<TransferState>({ kind: 'idle' })
  state.subscribe(() => states.push(state.get()))
  const engine: TransferEngine = {
    // The real runner and tracker, polling fast.
    runSteps: (args) => runSteps({ ...args, pollIntervalMs: 5 }),
    followRequest: (args) => followRequest({ ...args, pollIntervalMs: 5 }),
    waitForBatch: (args) => waitForBatch({ ...args, pollMs: 5 }),
    fetchStatus: async () => ({ status: queue.shift() ?? 'success', inTxHashes: [], txHashes: [] }) as StatusResponse,
    postSignature: async () => ({}),
    createPush: () => undefined,
    svmChainOf: async ({ chainId }) => ({ chainId, rpcUrl: 'http://127.0.0.1:1/solana' }),
  }
  const session = createTransferSession({
    history,
    loadEngine: async () => {
      if (options.engineFails) throw new Error('Failed to fetch dynamically imported module')
      return engine
    },
    state,
  })
  return { history, states, session }
}

const SOLANA = 792703809
const SIGNATURE = '5'.repeat(88)
const solanaQuote: QuoteResponse = {
  ...quote,
  steps: [
    {
      ...quote.steps[0]!,
      kind: 'transaction',
      items: [
        {
          status: 'incomplete',
          data: {
            instructions: [{ keys: [], programId: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', data: '0x30' }],
            addressLookupTableAddresses: [],
          },
          check: { endpoint: CHECK, method: 'GET' },
        },
      ],
    },
  ],
  details: {
    ...quote.details,
    currencyIn: { amount: '1', currency: { chainId: SOLANA, address: '1', symbol: 'SOL', name: 'Sol', decimals: 9 } },
  },
}

describe('transfer session', () => {
  it('runs a Solana quote through the Solana signer alone, on the RPC of its origin, remembering the signature', async () => {
    const { session, states, history } = setup()
    const asked: { rpcUrl: string; programs: string[] }[] = []
    await session.start({
      quote: solanaQuote,
      summary: '1 SOL → 1 ETH',
      wallet: () => Promise.reject(new Error('no EVM wallet is needed')),
      svm: async () => ({
        address: 'person',
        sendInstructions: async ({ rpcUrl, instructions, onSent }) => {
          asked.push({ rpcUrl, programs: instructions.map((i) => i.programId) })
          onSent?.(SIGNATURE)
          return SIGNATURE
        },
      }),
    })
    expect(states.at(-1)).toMatchObject({ kind: 'done', status: { status: 'success' } })
    expect(asked).toEqual([
      { rpcUrl: 'http://127.0.0.1:1/solana', programs: ['MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'] },
    ])
    expect(history.get('0xabc')).toMatchObject({
      originChainId: SOLANA,
      transactions: [{ chainId: SOLANA, hash: SIGNATURE, stepId: 'deposit' }],
    })
  })

  it('runs a quote, remembers it once the deposit is sent, and ends with its final status', async () => {
    const { session, states, history } = setup()
    await session.start({ quote, summary: '1 ETH → 1 ETH', wallet: async () => wallet })
    expect(states.at(-1)).toMatchObject({ kind: 'done', status: { status: 'success' } })
    expect(states.map((s) => s.kind)).toContain('running')
    expect(history.get('0xabc')).toMatchObject({ checkEndpoint: CHECK, originChainId: 1, destinationChainId: 2 })
  })

  it('refuses to run the same quote twice', async () => {
    const { session, states } = setup()
    await session.start({ quote, summary: 's', wallet: async () => wallet })
    await session.start({ quote, summary: 's', wallet: async () => wallet })
    expect(states.at(-1)).toEqual({ kind: 'cancelled', message: quoteAlreadyUsedMessage() })
  })

  it('resumes a remembered transfer along the same tracking path, and saves each status it sees', async () => {
    const first = setup({ statuses: ['waiting'] })
    // A transfer whose deposit was sent, then the page went away.
    first.history.save({
      requestId: '0xabc',
      checkEndpoint: CHECK,
      createdAt: 1,
      originChainId: 1,
      destinationChainId: 2,
      summary: 's',
      transactions: [{ chainId: 1, hash: `0x${'1'.repeat(64)}`, stepId: 'deposit' }],
    })
    const stored = first.history.inFlight()[0]!
    await first.session.resume(stored)
    expect(first.states[0]).toMatchObject({ kind: 'running', resumed: true, progress: { phase: 'tracking' } })
    expect(first.states.at(-1)).toMatchObject({ kind: 'done', view: { steps: [{ id: 'deposit' }] } })
    expect(first.history.get('0xabc')?.status?.status).toBe('success')
    expect(first.history.inFlight()).toHaveLength(0)
  })

  it('watches a deposit address: remembered at once (nothing of the person’s to send), followed, not called resumed', async () => {
    const { session, states, history } = setup({ statuses: ['waiting', 'pending', 'success'] })
    const deposit = {
      requestId: '0xd1',
      checkEndpoint: '/intents/status/v3?requestId=0xd1',
      address: '0x00000000000000000000000000000000000000d5' as const,
      chainId: 1,
      amount: '100',
      symbol: 'ETH',
      decimals: 18,
      currency: '0x0000000000000000000000000000000000000000',
      strict: false,
    }
    const watching = session.watch({ deposit, summary: '1 ETH → 1 ETH', destinationChainId: 2 })
    // Remembered before anything arrives: a reload now keeps watching.
    expect(history.inFlight().map((t) => t.requestId)).toEqual(['0xd1'])
    await watching
    expect(states[0]).toMatchObject({ kind: 'running', resumed: false, view: { deposit } })
    expect(states.at(-1)).toMatchObject({ kind: 'done', status: { status: 'success' } })
    expect(history.inFlight()).toEqual([])
  })

  it('ends a resume that cannot load its engine with an error instead of running forever', async () => {
    const { session, states } = setup({ engineFails: true })
    await session.resume({
      requestId: '0xabc',
      checkEndpoint: CHECK,
      createdAt: 1,
      originChainId: 1,
      destinationChainId: 2,
      summary: 's',
      transactions: [],
    })
    expect(states.at(-1)).toMatchObject({ kind: 'error', error: { message: /dynamically imported module/ } })
  })

  it('says a missing wallet in words, and a reset stops reporting', async () => {
    const { session, states } = setup()
    await session.start({
      quote,
      summary: 's',
      wallet: async () => {
        throw new (await import('../../lib/walletErrors')).WalletNotConnectedError()
      },
    })
    expect(states.at(-1)).toMatchObject({ kind: 'error', error: { message: 'Connect a wallet first.' } })
    session.reset()
    expect(states.at(-1)).toEqual({ kind: 'idle' })
  })

  it('a stop ends the reporting but leaves the last state as it was', async () => {
    const { session, states } = setup()
    await session.start({
      quote,
      summary: 's',
      wallet: async () => {
        throw new (await import('../../lib/walletErrors')).WalletNotConnectedError()
      },
    })
    const reported = states.length
    session.stop()
    expect(states).toHaveLength(reported)
    expect(states.at(-1)).toMatchObject({ kind: 'error' })
  })
})
