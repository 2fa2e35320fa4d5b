import { describe, expect, it } from 'vitest'
import { accountFor } from './accountFor'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'

describe('accountFor: who sends from (and receives on) a chain of each VM', () => {
  it('is the Solana account on an svm chain, the EVM account on an evm chain, exactly as connected', () => {
    const both = { evm: EVM, svm: SOLANA }
    expect(accountFor(both, 'svm')).toBe(SOLANA)
    expect(accountFor(both, 'evm')).toBe(EVM)
  })

  it('is nobody when that VM has no account connected, even if the other VM has one', () => {
    expect(accountFor({ evm: EVM, svm: undefined }, 'svm')).toBeUndefined()
    expect(accountFor({ evm: undefined, svm: SOLANA }, 'evm')).toBeUndefined()
    expect(accountFor({ evm: EVM, svm: SOLANA }, 'bvm')).toBeUndefined()
  })
})
