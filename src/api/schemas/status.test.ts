import { describe, expect, it } from 'vitest'
import { statusResponseSchema } from './status'

describe('status response', () => {
  it('parses a status this version does not know as unknown, keeping the word, instead of failing', () => {
    const parsed = statusResponseSchema.safeParse({ status: 'rerouting', inTxHashes: [], txHashes: [] })
    expect(parsed.success).toBe(true)
    expect(parsed.data).toMatchObject({ status: 'unknown', unknownStatus: 'rerouting' })
  })
  it('keeps a known status as it is', () => {
    expect(statusResponseSchema.parse({ status: 'refund' })).toMatchObject({ status: 'refund', txHashes: [] })
  })
})
