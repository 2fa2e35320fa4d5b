import { isAddress } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

describe('isSolanaAddress', () => {
  it('agrees with @solana/kit on real keys and on near misses', () => {
    const texts = [
      '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      'MemoSq4gqABAXKQ9oJJfiUsLWhztaUhbUSQngBvMv1p7',
      '11111111111111111111111111111111',
      '1111111111111111111111111111111',
      '111111111111111111111111111111111',
      'epjfwdd5aufqssqem2qn1xzybapc8g4weggkzwytdt1v',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz',
      '',
    ]
    for (const text of texts) expect(isSolanaAddress(text), text).toBe(isAddress(text))
  })

  it('agrees with @solana/kit on random base58 strings of every length around a key', () => {
    let seed = 7
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed
    }
    for (let i = 0; i < 2000; i++) {
      const length = 30 + (next() % 17)
      const leadingOnes = next() % 4 === 0 ? next() % 3 : 0
      let text = '1'.repeat(leadingOnes)
      while (text.length < length) text += ALPHABET[next() % ALPHABET.length]
      expect(isSolanaAddress(text), text).toBe(isAddress(text))
    }
  })
})
