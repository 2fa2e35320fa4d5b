import { describe, expect, it } from 'vitest'
import {
  type ActivityFilters,
  parseActivityFilters,
  serializeActivityFilters,
  toRequestsQuery,
} from './activityFilters'

describe('activity filters in the URL', () => {
  it('round-trips every filter through the URL', () => {
    const filters: ActivityFilters = {
      status: 'refund',
      originChainId: 31337,
      destinationChainId: 31338,
      failReason: 'SLIPPAGE',
      currencySymbol: 'usdc',
      requestType: 'Crosschain Swap',
      startTimestamp: 1_700_000_000,
      endTimestamp: 1_800_000_000,
      amountUsdMin: 1.5,
      amountUsdMax: 1000,
      features: ['app_fees', 'fixed_rate'],
      term: '0xabc',
      sortBy: 'amountUsd',
      sortDirection: 'asc',
      user: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    }
    expect(parseActivityFilters(serializeActivityFilters(filters))).toEqual({ filters, problems: [] })
  })

  it('takes a Solana sender as the user filter, exactly as written', () => {
    const user = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
    expect(parseActivityFilters(`user=${user}`)).toEqual({ filters: { user }, problems: [] })
    // Lower-cased, it is another key (or none): never mapped back to the one above.
    expect(parseActivityFilters(`user=${user.toLowerCase()}`).filters.user).not.toBe(user)
  })

  it('drops what makes no sense and says why, keeping the rest', () => {
    const { filters, problems } = parseActivityFilters(
      'status=lost&originChainId=abc&failReason=NOPE&features=app_fees,teleport&user=0x12&sortBy=amountUsd&requesttype=x',
    )
    expect(filters).toEqual({ features: ['app_fees'], sortBy: 'amountUsd' })
    expect(problems).toHaveLength(5)
    expect(problems.join(' ')).toMatch(/status="lost".*originChainId="abc".*failReason="NOPE".*teleport.*user/)
  })

  it('reads request types case-insensitively, as the service does', () => {
    expect(parseActivityFilters('requestType=crosschain%20swap').filters.requestType).toBe('Crosschain Swap')
  })

  it('flags a time range that ends before it starts', () => {
    expect(parseActivityFilters('startTimestamp=20&endTimestamp=10').problems).toEqual([
      'The time range ends before it starts',
    ])
  })

  it('maps filters to the section 4.1 query names, with the page', () => {
    const query = toRequestsQuery(
      { currencySymbol: 'USDC', features: ['app_fees', 'fast_fill'], status: 'success' },
      { limit: 20, continuation: 'abc' },
    )
    expect(Object.fromEntries(query)).toEqual({
      limit: '20',
      continuation: 'abc',
      currencyInSymbol: 'USDC',
      features: 'app_fees,fast_fill',
      status: 'success',
    })
  })
})
