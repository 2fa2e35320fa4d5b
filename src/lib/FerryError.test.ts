import { describe, expect, it } from 'vitest'
import { FerryError, walkErrors } from './FerryError'

class WalletSaidNo extends FerryError {
  override name = 'WalletSaidNo'
}

describe('FerryError', () => {
  it('keeps the short sentence as the message and the cause as details', () => {
    const error = new WalletSaidNo('You declined the request in your wallet.', { cause: new Error('User rejected') })
    expect(error.message).toBe('You declined the request in your wallet.')
    expect(error.shortMessage).toBe(error.message)
    expect(error.details).toBe('User rejected')
    expect(error.name).toBe('WalletSaidNo')
    expect(error).toBeInstanceOf(Error)
  })

  it('walks down the causes, its own and anyone else', () => {
    const deepest = { code: 4001, message: 'denied' }
    const middle = new Error('provider failed', { cause: deepest })
    const error = new FerryError('It did not work.', { cause: middle })
    expect(error.walk()).toBe(deepest)
    expect(error.walk((e) => (e as { code?: number }).code === 4001)).toBe(deepest)
    expect(error.walk((e) => e === error)).toBe(error)
    expect(walkErrors(middle, (e) => e instanceof FerryError)).toBeNull()
  })

  it('stops at a cycle of causes', () => {
    const a = new Error('a') as Error & { cause?: unknown }
    const b = new Error('b', { cause: a })
    a.cause = b
    expect(walkErrors(a, () => false)).toBeNull()
    expect([a, b]).toContain(walkErrors(a))
  })
})
