import { describe, expect, it } from 'vitest'
import { readClaimRecipient } from './readClaimRecipient'

const self = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('readClaimRecipient', () => {
  it('pays the fee wallet itself unless told otherwise', () => {
    expect(readClaimRecipient({ toSelf: true, self, text: 'anything', chainName: 'A' })).toEqual({
      ok: true,
      address: self,
    })
  })

  it('reads another address, checksum and all', () => {
    expect(readClaimRecipient({ toSelf: false, self, text: ` ${other.toLowerCase()} `, chainName: 'A' })).toEqual({
      ok: true,
      address: other,
    })
    const badChecksum = `${other.slice(0, -1)}c`
    expect(readClaimRecipient({ toSelf: false, self, text: badChecksum, chainName: 'A' }).ok).toBe(false)
  })

  it('asks for an address when there is none, and refuses what is not one', () => {
    expect(readClaimRecipient({ toSelf: false, self, text: '', chainName: 'A' })).toEqual({
      ok: false,
      message: 'Enter the address to pay the claim to',
    })
    expect(readClaimRecipient({ toSelf: false, self, text: '0x123', chainName: 'A' }).ok).toBe(false)
    expect(readClaimRecipient({ toSelf: false, self, text: 'vitalik.eth', chainName: 'A' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('paste the 0x address'),
    })
  })
})
