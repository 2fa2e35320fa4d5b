import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { checkAddress, checksumAddress } from './addresses'

const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('checkAddress', () => {
  it('accepts checksummed, lowercase and uppercase forms, returning the checksummed one', () => {
    expect(checkAddress(checksummed)).toEqual({ ok: true, address: checksummed })
    expect(checkAddress(checksummed.toLowerCase())).toEqual({ ok: true, address: checksummed })
    expect(checkAddress(`0x${checksummed.slice(2).toUpperCase()}`)).toEqual({ ok: true, address: checksummed })
    expect(checkAddress(`  ${checksummed} `)).toMatchObject({ ok: true })
  })
  it('refuses a mixed-case address whose checksum does not match', () => {
    const typo = checksummed.replace('C51812', 'c51812')
    expect(checkAddress(typo)).toMatchObject({ ok: false, message: expect.stringContaining('checksum') })
  })
  it.each([
    ['', 'Enter an address'],
    ['vitalik.eth', 'not supported'],
    ['70997970C51812dc3A010C7d01b50e0d17dc79C8', 'starts with 0x'],
    ['0x1234', 'this one has 4'],
    ['0xZZ997970C51812dc3A010C7d01b50e0d17dc79C8', 'starts with 0x'],
  ])('explains what is wrong with %j', (input, message) => {
    expect(checkAddress(input)).toMatchObject({ ok: false, message: expect.stringContaining(message) })
  })
})

describe('checksumAddress', () => {
  it('agrees with viem’s EIP-55 on 500 random addresses', () => {
    for (let n = 0; n < 500; n++) {
      const hex = Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => b.toString(16).padStart(2, '0')).join(
        '',
      )
      expect(checksumAddress(hex)).toBe(getAddress(`0x${hex}`))
    }
  })
})
