import { describe, expect, it } from 'vitest'
import type { Step } from '../../api/schemas/quote'
import { claimIdOfSteps } from './claimIdOfSteps'

const signature = (body: Record<string, unknown> | undefined): Step => ({
  id: 'claim',
  action: '',
  description: '',
  kind: 'signature',
  items: [
    {
      status: 'incomplete',
      data: {
        sign: { signatureKind: 'eip191', message: 'claim' },
        ...(body ? { post: { endpoint: '/execute/app-fee-claims', method: 'POST', body } } : {}),
      },
    },
  ],
})

describe('claimIdOfSteps', () => {
  it("reads the claim id from the signed post's body", () => {
    expect(claimIdOfSteps([signature({ claimId: '0xabc', amount: '5' })])).toBe('0xabc')
  })

  it('is undefined when no post names one', () => {
    expect(claimIdOfSteps([signature(undefined)])).toBeUndefined()
    expect(claimIdOfSteps([signature({ claimId: 7 })])).toBeUndefined()
    expect(claimIdOfSteps([])).toBeUndefined()
  })
})
