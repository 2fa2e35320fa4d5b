import { describe, expect, it } from 'vitest'
import type { QuoteResponse } from '../api/schemas/quote'
import { depositInstructions, NoDepositAddressError } from './depositInstructions'

const address = '0x00000000000000000000000000000000000000d5'
const eth = {
  chainId: 1,
  address: '0x0000000000000000000000000000000000000000',
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
}
const quote = (depositAddress: string | undefined, deadline?: number): QuoteResponse => ({
  steps: [
    {
      id: 'deposit',
      action: '',
      description: '',
      kind: 'transaction',
      requestId: '0xabc',
      ...(depositAddress !== undefined ? { depositAddress } : {}),
      items: [
        {
          status: 'incomplete',
          data: { to: address, data: '0x', value: 10n ** 17n, chainId: 1 },
          check: { endpoint: '/intents/status/v3?requestId=0xabc', method: 'GET' },
        },
      ],
    },
  ],
  fees: {},
  details: { currencyIn: { currency: eth, amount: String(10n ** 17n) } },
  ...(deadline
    ? {
        protocol: {
          v2: {
            orderId: '0xabc',
            orderData: {
              version: '1',
              solverChainId: '1',
              solver: '0x',
              salt: '0',
              inputs: [
                {
                  payment: { chainId: '1', currency: eth.address, amount: '1', weight: '1' },
                  refunds: [
                    {
                      chainId: '1',
                      recipient: '0x',
                      currency: eth.address,
                      minimumAmount: '0',
                      deadline,
                      extraData: '0x',
                    },
                  ],
                },
              ],
              output: { chainId: '2', payments: [], calls: [], deadline, extraData: '0x' },
              fees: [],
            },
          },
        },
      }
    : {}),
})

describe('depositInstructions', () => {
  it('says what to send where, and until when the price holds', () => {
    expect(depositInstructions(quote(address, 1_900_000_000), { strict: true, refundTo: '0xr' })).toEqual({
      requestId: '0xabc',
      checkEndpoint: '/intents/status/v3?requestId=0xabc',
      address,
      chainId: 1,
      amount: String(10n ** 17n),
      symbol: 'ETH',
      decimals: 18,
      currency: eth.address,
      strict: true,
      refundTo: '0xr',
      expiresAt: 1_900_000_000_000,
    })
  })

  it('refuses a quote without a deposit address (a service that ignored the option) or with one it cannot show', () => {
    expect(() => depositInstructions(quote(undefined), { strict: false })).toThrow(NoDepositAddressError)
    expect(() => depositInstructions(quote(''), { strict: false })).toThrow(/did not give a deposit address/)
    expect(() => depositInstructions(quote('bc1qnotevm'), { strict: false })).toThrow(/not an address Ferry can show/)
  })
})
