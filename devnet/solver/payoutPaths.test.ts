import { describe, expect, it } from 'vitest'
import type { StoredDeposit } from '../store/DepositsTable'
import type { RequestRecord } from '../store/requestRecord'
import { SOLANA_CHAIN_ID } from '../svm/SvmChain'
import { payoutPathOf } from './payoutPaths'

const deposit = (chainId: number, token: string) =>
  ({ chainId, token, depositor: 'depositor', amount: 110n }) as unknown as StoredDeposit
const request = (refundTo: string | null) => ({ id: '0xrequest', refundTo, amountIn: 100n }) as unknown as RequestRecord

describe('payoutPathOf', () => {
  it('refunds an EVM over-deposit from the origin depository, to refundTo or else the depositor', () => {
    const token = '0x0000000000000000000000000000000000000000'
    expect(payoutPathOf(31337).excess(request('refund-to'), deposit(31337, token), 10n)).toEqual({
      refund: {
        requestId: '0xrequest',
        kind: 'excess_refund',
        seq: 0,
        chainId: 31337,
        token,
        recipient: 'refund-to',
        amount: 10n,
      },
    })
    expect(payoutPathOf(31337).excess(request(null), deposit(31337, token), 10n)).toMatchObject({
      refund: { recipient: 'depositor' },
    })
  })

  it('keeps a Solana over-deposit (no depository on Solana to refund it from), saying where it was made', () => {
    const sol = '11111111111111111111111111111111'
    expect(payoutPathOf(SOLANA_CHAIN_ID).excess(request('refund-to'), deposit(SOLANA_CHAIN_ID, sol), 10n)).toEqual({
      kept: 'deposited on Solana',
    })
  })
})
