import { describe, expect, it } from 'vitest'
import type { AppFeeClaimsResponse } from '../../api/schemas/appFees'
import { mergeClaimPages } from './mergeClaimPages'

const page = (ids: string[], continuation?: string): AppFeeClaimsResponse => ({
  claims: ids.map((claimId) => ({ claimId, txHash: null })),
  continuation,
})

describe('mergeClaimPages', () => {
  it('lists the pages in order', () => {
    expect(mergeClaimPages([page(['0x3', '0x2'], 'c'), page(['0x1'])]).map((c) => c.claimId)).toEqual([
      '0x3',
      '0x2',
      '0x1',
    ])
  })

  it('shows a claim repeated by the next page once, where it first appeared, whatever its casing', () => {
    const merged = mergeClaimPages([page(['0xC', '0xB'], 'c'), page(['0xb', '0xa'])])
    expect(merged.map((c) => c.claimId)).toEqual(['0xC', '0xB', '0xa'])
  })

  it('is empty without pages or claims', () => {
    expect(mergeClaimPages([])).toEqual([])
    expect(mergeClaimPages([page([])])).toEqual([])
  })
})
