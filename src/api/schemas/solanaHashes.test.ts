import { describe, expect, it } from 'vitest'
import { requestsResponseSchema, transactionEntryHash } from './requests'
import { statusResponseSchema } from './status'

// A real-shaped Solana transaction signature: 64 bytes in base58 (87 or 88 characters), case-sensitive.
const SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
const REFUND_SIGNATURE = '4Nd1mYyN5RJDv8sN3Dzd2oN5HBdKYvJjVtZ3Q8nMUjL2wN2QycP1Gf7K8t3Z2mS8x9UKCqD6F9wYhXQeRpQw2sZf'
const SOLANA_USER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'

describe('base58 Solana signatures pass the tracking schemas as they are', () => {
  it('status: inTxHashes and txHashes keep base58 signatures, unchanged', () => {
    const status = statusResponseSchema.parse({
      status: 'refund',
      inTxHashes: [SIGNATURE],
      txHashes: [REFUND_SIGNATURE],
      originChainId: 792703809,
      destinationChainId: 31337,
    })
    expect(status).toMatchObject({ status: 'refund', inTxHashes: [SIGNATURE], txHashes: [REFUND_SIGNATURE] })
  })

  it('requests: a record with a Solana user and base58 transaction hashes is kept, hashes exactly', () => {
    const parsed = requestsResponseSchema.parse({
      requests: [
        {
          id: '0x6f1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c',
          status: 'success',
          user: SOLANA_USER,
          recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          data: {
            failedTxHash: null,
            inTxs: [{ hash: SIGNATURE, chainId: 792703809, timestamp: 1764140000 }],
            outTxs: [{ txHash: '0x'.padEnd(66, 'ab'), chainId: 31337 }],
          },
        },
      ],
    })
    const [record] = parsed.requests
    expect(record?.user).toBe(SOLANA_USER)
    expect(transactionEntryHash(record!.data.inTxs[0]!)).toBe(SIGNATURE)
    expect(record?.data.outTxs).toHaveLength(1)
  })
})
