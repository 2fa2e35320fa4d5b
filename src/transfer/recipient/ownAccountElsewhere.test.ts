import { describe, expect, it } from 'vitest'
import { ownAccountNeedsRecipient } from './ownAccountElsewhere'

const SAFE = '0x608060405234801561001057600080fd5b50'
const DELEGATED = `0xef0100${'ab'.repeat(20)}` as const

describe('ownAccountNeedsRecipient', () => {
  it('asks for a recipient when a contract wallet on the origin has no code on the destination', () => {
    expect(ownAccountNeedsRecipient({ originCode: SAFE, destinationCode: '0x' })).toBe(true)
  })

  it('does not ask an ordinary account, a 7702-delegated one, or a wallet deployed on both chains', () => {
    expect(ownAccountNeedsRecipient({ originCode: '0x', destinationCode: '0x' })).toBe(false)
    expect(ownAccountNeedsRecipient({ originCode: DELEGATED, destinationCode: '0x' })).toBe(false)
    expect(ownAccountNeedsRecipient({ originCode: SAFE, destinationCode: SAFE })).toBe(false)
  })

  it('makes nothing up when a chain did not answer', () => {
    expect(ownAccountNeedsRecipient({ originCode: undefined, destinationCode: '0x' })).toBe(false)
    expect(ownAccountNeedsRecipient({ originCode: SAFE, destinationCode: undefined })).toBe(false)
  })
})
