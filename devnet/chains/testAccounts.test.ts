import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { devnetKeys } from './devnetKeys'
import { testAccounts } from './testAccounts'

describe('testAccounts', () => {
  it('pairs every address with its key', () => {
    for (const { address, privateKey } of testAccounts) expect(privateKeyToAddress(privateKey)).toBe(address)
  })

  it('keeps the devnet actors out of the test accounts', () => {
    const own = [devnetKeys.deployer, devnetKeys.solver].map((k) => privateKeyToAddress(k))
    expect(testAccounts.filter((a) => own.includes(a.address))).toEqual([])
  })
})
