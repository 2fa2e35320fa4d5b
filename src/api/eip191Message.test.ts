import { hashMessage, keccak256, recoverMessageAddress, stringToHex, toBytes } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { eip191Message } from './eip191Message'

const account = privateKeyToAccount(generatePrivateKey())

describe('eip191Message: signing as the official client does', () => {
  it('a 32-byte hex message (a claim hash, as the public claim step asks) is signed as its raw bytes', async () => {
    const message = keccak256(stringToHex('claim 1'))
    expect(eip191Message(message)).toEqual({ raw: message })
    const signature = await account.signMessage({ message: eip191Message(message) })
    // The service recovers over the 32 bytes, prefixed with "\x19Ethereum Signed Message:\n32".
    expect(await recoverMessageAddress({ message: { raw: toBytes(message) }, signature })).toBe(account.address)
    // Signed as text (the 66 characters "0x…"), it recovers to someone else: the refusal the issue saw.
    const asText = await account.signMessage({ message })
    expect(await recoverMessageAddress({ message: { raw: message }, signature: asText })).not.toBe(account.address)
  })

  it('a longer hex message holding a hash is raw bytes too', () => {
    const message = `0x${'ab'.repeat(40)}`
    expect(eip191Message(message)).toEqual({ raw: message })
  })

  it('plain text, short hex and text around a hash are signed as text', () => {
    expect(eip191Message('Sign in to claim')).toBe('Sign in to claim')
    expect(eip191Message('0x1234')).toBe('0x1234')
    const around = `claim ${keccak256('0x01')}`
    expect(eip191Message(around)).toBe(around)
    expect(hashMessage(eip191Message('hello'))).toBe(hashMessage('hello'))
  })
})
