import { describe, expect, it } from 'vitest'
import { chainUnavailable } from './chainUnavailable'

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
