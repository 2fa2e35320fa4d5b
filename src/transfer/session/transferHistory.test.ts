import { describe, expect, it } from 'vitest'
import { createTransferHistory, type StoredTransfer } from './transferHistory'

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  }
}

const transfer = (id: string, createdAt: number, status?: StoredTransfer['status']): StoredTransfer => ({
  requestId: id,
  checkEndpoint: `/intents/status/v3?requestId=${id}`,
  createdAt,
  originChainId: 1,
  destinationChainId: 2,
  summary: '1 ETH → 0.99 ETH',
  transactions: [{ chainId: 1, hash: '0xabc', stepId: 'deposit' }],
  status,
})

describe('transfer history', () => {
  it('keeps transfers per network, newest first, and updates in place', () => {
    const storage = memoryStorage()
    const local = createTransferHistory({ storage, network: 'local' })
    const testnet = createTransferHistory({ storage, network: 'testnet' })
    local.save(transfer('0x1', 1))
    local.save(transfer('0x2', 2))
    local.save({ ...transfer('0x1', 1), status: { status: 'pending', inTxHashes: [], txHashes: [] } })
    expect(local.list().map((t) => t.requestId)).toEqual(['0x2', '0x1'])
    expect(local.get('0x1')?.status?.status).toBe('pending')
    expect(testnet.list()).toEqual([])
  })

  it('lists as in flight only sent transfers without a final status', () => {
    const history = createTransferHistory({ storage: memoryStorage(), network: 'local' })
    history.save(transfer('0xa', 1, { status: 'submitted', inTxHashes: [], txHashes: [] }))
    history.save(transfer('0xb', 2, { status: 'success', inTxHashes: [], txHashes: [] }))
    history.save(transfer('0xc', 3, { status: 'refund', inTxHashes: [], txHashes: [] }))
    history.save({ ...transfer('0xd', 4), transactions: [] })
    history.save(transfer('0xe', 5))
    // Sent without a transaction of the person's: a signature the service submits, a deposit address paid from elsewhere.
    history.save({ ...transfer('0xf', 6), transactions: [], signed: true })
    history.save({
      ...transfer('0x10', 7),
      transactions: [],
      deposit: {
        requestId: '0x10',
        checkEndpoint: '/intents/status/v3?requestId=0x10',
        address: '0x00000000000000000000000000000000000000d5',
        chainId: 1,
        amount: '1',
        symbol: 'ETH',
        decimals: 18,
        currency: '0x0000000000000000000000000000000000000000',
        strict: false,
      },
    })
    expect(
      history
        .inFlight()
        .map((t) => t.requestId)
        .sort(),
    ).toEqual(['0x10', '0xa', '0xe', '0xf'])
  })

  it("keeps what a deposit address's person reads through a reload: what arrives and the site's fee", () => {
    const history = createTransferHistory({ storage: memoryStorage(), network: 'local' })
    const deposit = {
      requestId: '0x11',
      checkEndpoint: '/intents/status/v3?requestId=0x11',
      address: '0x00000000000000000000000000000000000000d5',
      chainId: 1,
      amount: '1',
      symbol: 'ETH',
      decimals: 18,
      currency: '0x0000000000000000000000000000000000000000',
      strict: false,
      arrives: { text: '0.0995 ETH', usd: '$298.50' },
      appFee: { label: 'Includes a 0.5 % fee to Example Bridge', amount: '0.0005 ETH', usd: '$1.50' },
    } as const
    history.save({ ...transfer('0x11', 1), transactions: [], deposit })
    expect(history.get('0x11')?.deposit).toEqual(deposit)
  })

  it('survives corrupt storage: bad JSON, a non-array, and foreign entries', () => {
    const storage = memoryStorage()
    const history = createTransferHistory({ storage, network: 'local' })
    storage.data.set('ferry.local.transfers', '{not json')
    expect(history.list()).toEqual([])
    storage.data.set('ferry.local.transfers', '{"a":1}')
    expect(history.list()).toEqual([])
    storage.data.set('ferry.local.transfers', JSON.stringify([{ junk: true }, transfer('0x9', 9)]))
    expect(history.list().map((t) => t.requestId)).toEqual(['0x9'])
  })

  it('keeps working when storage refuses to write', () => {
    const history = createTransferHistory({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError')
        },
      },
      network: 'local',
    })
    expect(() => history.save(transfer('0x1', 1))).not.toThrow()
  })

  it('keeps at most 50 transfers', () => {
    const history = createTransferHistory({ storage: memoryStorage(), network: 'local' })
    for (let i = 0; i < 60; i++) history.save(transfer(`0x${i}`, i))
    expect(history.list()).toHaveLength(50)
    expect(history.list()[0]?.requestId).toBe('0x59')
  })
})

describe('a failure that may still become a refund', () => {
  it('stays in flight (resumed after a reload) until tracking settles it', () => {
    const history = createTransferHistory({ storage: memoryStorage(), network: 'local' })
    history.save({
      requestId: '0xf1',
      checkEndpoint: '/intents/status/v3?requestId=0xf1',
      createdAt: 1,
      originChainId: 1,
      destinationChainId: 2,
      summary: 's',
      transactions: [{ chainId: 1, hash: '0xaa', stepId: 'deposit' }],
      status: { status: 'failure', inTxHashes: [], txHashes: [] },
    })
    expect(history.inFlight().map((t) => t.requestId)).toEqual(['0xf1'])
    history.markSettled('0xf1')
    expect(history.inFlight()).toEqual([])
  })
})

describe('a transfer from Solana', () => {
  it('is remembered with its base58 deposit signature, exactly', () => {
    const storage = memoryStorage()
    const history = createTransferHistory({ storage, network: 'local' })
    const signature = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
    const fromSolana = { ...transfer('0x5', 5), originChainId: 792703809 }
    // The step runner records what the Solana wallet answered: a base58 signature, not 0x hex.
    history.save({
      ...fromSolana,
      transactions: [{ chainId: 792703809, hash: signature, stepId: 'deposit' }],
    })
    expect(history.get('0x5')?.transactions).toEqual([{ chainId: 792703809, hash: signature, stepId: 'deposit' }])
  })
})
