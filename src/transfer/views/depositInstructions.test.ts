import { describe, expect, it } from 'vitest'
import type { QuoteResponse } from '../../api/schemas/quote'
import { requestRecordSchema } from '../../api/schemas/requests'
import { depositInstructions, depositInstructionsOfRecord, NoDepositAddressError } from './depositInstructions'

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

  it("says what arrives, and names the site's fee it includes", () => {
    const app = { currency: eth, amount: String(5n * 10n ** 14n), amountUsd: '1.5' }
    const withFee: QuoteResponse = {
      ...quote(address),
      fees: { app },
      details: {
        currencyIn: { currency: eth, amount: String(10n ** 17n) },
        currencyOut: { currency: { ...eth, chainId: 2 }, amount: String(995n * 10n ** 14n), amountUsd: '298.5' },
      },
    }
    const appFees = {
      status: 'known',
      fees: [{ recipient: '0x00000000000000000000000000000000000005a0', bps: 50 }],
      siteName: 'Example Bridge',
    } as const
    expect(depositInstructions(withFee, { strict: false, appFees })).toMatchObject({
      amount: String(10n ** 17n),
      arrives: { text: '0.0995 ETH', usd: '$298.50' },
      appFee: { label: 'Includes a 0.5% fee to Example Bridge', amount: '0.0005 ETH', usd: '$1.50' },
    })
    expect(depositInstructions({ ...withFee, fees: {} }, { strict: false, appFees })).not.toHaveProperty('appFee')
  })

  it('refuses a quote without a deposit address (a service that ignored the option) or with one it cannot show', () => {
    expect(() => depositInstructions(quote(undefined), { strict: false })).toThrow(NoDepositAddressError)
    expect(() => depositInstructions(quote(''), { strict: false })).toThrow(/did not give a deposit address/)
    expect(() => depositInstructions(quote('bc1qnotevm'), { strict: false })).toThrow(/not an address Ferry can show/)
  })

  it('keeps a Solana deposit address exactly as the service gave it (base58 is case-sensitive)', () => {
    const solana = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
    expect(depositInstructions(quote(solana), { strict: false }).address).toBe(solana)
  })
})

describe('depositInstructionsOfRecord', () => {
  const ADDRESS = `0x${'d'.repeat(40)}`
  const record = (depositAddress: unknown) =>
    requestRecordSchema.parse({
      id: `0x${'1'.repeat(64)}`,
      status: 'waiting',
      user: '0xa0',
      recipient: '0xb0',
      refundTo: '0xc0',
      depositAddress,
      data: {
        route: {
          quoted: {
            origin: {
              inputCurrency: { currency: { chainId: 31337, address: '0x0', symbol: 'ETH', decimals: 18 }, amount: '5' },
            },
          },
        },
      },
    })

  it('reads what to send where from a request record', () => {
    expect(depositInstructionsOfRecord(record({ address: ADDRESS, type: 'strict' }))).toEqual({
      requestId: `0x${'1'.repeat(64)}`,
      checkEndpoint: `/intents/status/v3?requestId=0x${'1'.repeat(64)}`,
      address: ADDRESS,
      chainId: 31337,
      amount: '5',
      symbol: 'ETH',
      decimals: 18,
      currency: '0x0',
      strict: true,
      refundTo: '0xc0',
    })
    expect(depositInstructionsOfRecord(record({ address: ADDRESS, type: 'open' }))?.strict).toBe(false)
  })

  it('gives nothing without a deposit address Ferry can show', () => {
    expect(depositInstructionsOfRecord(record(null))).toBeUndefined()
    expect(depositInstructionsOfRecord(record({ address: 'bc1qnotevm' }))).toBeUndefined()
  })
})
