import { describe, expect, it } from 'vitest'
import { recipientText } from './recipientText'

describe('recipientText', () => {
  it('writes a lower-case address with its checksum', () => {
    expect(recipientText('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    )
  })

  it('leaves what is not an address as given', () => {
    expect(recipientText('somewhere')).toBe('somewhere')
    expect(recipientText(undefined)).toBeUndefined()
  })
})
