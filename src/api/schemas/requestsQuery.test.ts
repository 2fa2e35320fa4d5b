import { describe, expect, it } from 'vitest'
import {
  REQUESTS_CONTROL_NAMES,
  REQUESTS_FILTER_NAMES,
  REQUESTS_PARAMETER_NAMES,
  requestsQuerySchema,
  serializeRequestsQuery,
} from './requestsQuery'

describe('GET /requests/v3 query', () => {
  it('names every parameter once, filters apart from the ones that shape the answer', () => {
    expect(new Set(REQUESTS_PARAMETER_NAMES).size).toBe(REQUESTS_PARAMETER_NAMES.length)
    expect(REQUESTS_FILTER_NAMES).toContain('currencyInSymbol')
    expect(REQUESTS_CONTROL_NAMES).toEqual(expect.arrayContaining(['limit', 'continuation', 'filters']))
    expect(REQUESTS_FILTER_NAMES.filter((n) => (REQUESTS_CONTROL_NAMES as string[]).includes(n))).toEqual([])
  })

  it('writes lists comma-separated, filters as JSON, and leaves out what is absent or empty', () => {
    const query = serializeRequestsQuery({
      limit: 20,
      features: ['fast_fill', 'app_fees'],
      term: '',
      apiKey: [],
      includeTotal: true,
      filters: [{ 'not:status': 'refund', originChainId: [1, 2] }],
      status: undefined,
    })
    expect([...query]).toEqual([
      ['features', 'fast_fill,app_fees'],
      ['limit', '20'],
      ['includeTotal', 'true'],
      ['filters', '[{"not:status":"refund","originChainId":[1,2]}]'],
    ])
  })

  it('holds the limits of section 4.1 and section 8', () => {
    expect(requestsQuerySchema.safeParse({ limit: 50, originChainId: 31337 }).success).toBe(true)
    for (const bad of [{ limit: 51 }, { limit: 0 }, { originChainId: 0 }, { startBlock: 1.5 }, { status: 'fallback' }])
      expect(requestsQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
  })
})
