import { describe, expect, inject, it } from 'vitest'
import { devnetHarness } from '../testing/devnetHarness'
import { expectInvalid, validQuoteBody } from '../testing/hostileInput'

// Issue #15, finding 7: hostile input is a named 400, never a 500 or a stored value that breaks later.
const h = devnetHarness(inject('manifest'))
const [_A, _B] = h.manifest.chains.map((c) => c.id) as [number, number]
const valid = validQuoteBody(h)

describe('finding 7: stored free text of a quote is bounded', () => {
  it.each([
    ['a 262 kB referrer', 'x'.repeat(262_144)],
    ['a referrer of 257 characters', 'r'.repeat(257)],
    ['a referrer with a NUL', 'ferry\u0000app'],
    ['a referrer with a lone surrogate', 'ferry\ud800app'],
    ['a referrer with a control character', 'ferry\u0007app'],
  ])('refuses %s', async (_name, referrer) => {
    expectInvalid(await h.quote({ ...valid, referrer }), 'referrer')
  })

  it('refuses calldata past the bound', async () => {
    const txs = [{ to: valid.user, value: '0', data: `0x${'00'.repeat(64 * 1024 + 1)}` }]
    expectInvalid(await h.quote({ ...valid, txs }), 'txs')
  })

  it('still takes an ordinary referrer of 256 characters', async () => {
    const answer = await h.quote({ ...valid, referrer: `ferry.example/${'é'.repeat(242)}` })
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200)
  })
})
