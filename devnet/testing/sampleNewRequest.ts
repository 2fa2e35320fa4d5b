import { zeroAddress } from 'viem'
import type { NewRequest } from '../store/requestRecord'

/** A bridge request as a quote would create it, for store tests; `overrides` set what a test cares about. */
export function sampleNewRequest(overrides: Partial<NewRequest> & Pick<NewRequest, 'id'>): NewRequest {
  const someone = `0x${'1'.repeat(40)}`
  const eth = { address: zeroAddress, symbol: 'ETH' }
  return {
    apiKey: null,
    operation: 'bridge',
    tradeType: 'EXACT_INPUT',
    user: someone,
    recipient: someone,
    refundTo: null,
    referrer: null,
    originChainId: 31337,
    destinationChainId: 31339,
    currencyIn: eth,
    currencyOut: eth,
    amountIn: 1n,
    amountOut: 1n,
    amountInUsd: '0.01',
    deadline: 2_000_000_000,
    quoteRequest: {},
    quoteResponse: {},
    ...overrides,
  }
}
