import { HttpRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import type { DevnetChain } from '../DevnetContext'
import { chainUnavailable } from './chainUnavailable'

const chains = [{ id: 31337, name: 'Ferry Alpha', rpcUrl: 'http://127.0.0.1:8545' }] as unknown as DevnetChain[]

describe('chainUnavailable', () => {
  it('finds an unreachable node anywhere down the causes and names its chain', () => {
    const deep = new Error('call failed', {
      cause: new Error('transport', { cause: new HttpRequestError({ url: 'http://127.0.0.1:8545/' }) }),
    })
    const answer = chainUnavailable(deep, chains)
    expect(answer?.status).toBe(503)
    expect(answer?.errorCode).toBe('SERVICE_UNAVAILABLE')
    expect(answer?.message).toBe('Ferry Alpha is not answering; try again shortly')
    expect(answer?.retryAfterSeconds).toBe(5)
  })

  it('is undefined for any other error', () => {
    expect(chainUnavailable(new Error('execution reverted', { cause: new Error('no') }), chains)).toBeUndefined()
    expect(chainUnavailable('a string', chains)).toBeUndefined()
  })
})

// Issue #37: the devnet's stop ends every chain request at once; a quote priced just then answered 500.
describe('a request cut off by the devnet stopping', () => {
  it('is a retryable 503, not an internal error', () => {
    const cut = new Error('quote failed', { cause: new DOMException('This operation was aborted', 'AbortError') })
    expect(chainUnavailable(cut, [])).toMatchObject({
      status: 503,
      errorCode: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: 5,
    })
    expect(chainUnavailable(new Error('anything else'), [])).toBeUndefined()
  })
})
