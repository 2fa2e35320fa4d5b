import { zeroAddress } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { errorBodySchema } from '../../src/api/schemas'
import { svmHostileQuoteCases } from '../fuzz/svmQuoteTargets'
import { devnetHarness } from '../testing/devnetHarness'

const h = devnetHarness(inject('manifest'))

// Issue #25: quotes naming the Solana chain with what a careless or hostile client sends. Each answers a 4xx whose
// message names the field at fault, never a 5xx (the fuzz test sends generated ones: `svmQuoteTargets`).
describe('hostile quotes to and from Solana', () => {
  it.each(svmHostileQuoteCases(h.manifest).map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const answer = await h.quote(c.body)
    expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400)
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500)
    expect(errorBodySchema.parse(answer.body).message).toContain(c.field)
  })

  it('the cases are quotes that would pass with the field fixed (a valid route to Solana quotes)', async () => {
    const [A] = h.manifest.chains
    const answer = await h.quote({
      user: h.manifest.accounts[0]!.address,
      recipient: h.manifest.solana!.accounts[0]!.address,
      originChainId: A!.id,
      destinationChainId: h.manifest.solana!.chainId,
      originCurrency: zeroAddress,
      destinationCurrency: '11111111111111111111111111111111',
      amount: '10000000000000000',
      tradeType: 'EXACT_INPUT',
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  })
})
