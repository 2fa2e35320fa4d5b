import { describe, expect, it } from 'vitest'
import type { DescribedResponse, Element } from './description/describedTypes'
import { recordAmounts } from './recordAmounts'
import { requestRecordSchema } from './schemas/requests'

type DescribedRecord = Element<NonNullable<DescribedResponse<'/requests/v3', 'get'>['requests']>>
type Amount = { currency: { chainId: number; address: string; symbol: string; decimals: number }; amount: string }
const eth = (chainId: number, amount: string): Amount => ({
  currency: { chainId, address: '0x0000000000000000000000000000000000000000', symbol: 'ETH', decimals: 18 },
  amount,
})

/** A record as the description has it: amounts in `data.route`, no `data.metadata`. */
const record = (data: NonNullable<DescribedRecord['data']>, status: DescribedRecord['status'] = 'success') =>
  requestRecordSchema.parse({
    id: `0x${'1'.repeat(64)}`,
    status,
    user: '0x00000000000000000000000000000000000000a0',
    recipient: '0x00000000000000000000000000000000000000b0',
    data,
  } satisfies DescribedRecord)

describe('recordAmounts (the public request record)', () => {
  it('reads what went in on the origin and came out on the destination, actual before quoted', () => {
    const r = record({
      inTxs: [{ chainId: 11155111 }],
      outTxs: [],
      route: {
        quoted: {
          origin: { inputCurrency: eth(11155111, '400'), outputCurrency: null },
          destination: { inputCurrency: null, outputCurrency: eth(84532, '399') },
        },
        actual: { origin: null, destination: { outputCurrency: eth(84532, '398') } },
      },
    })
    expect(recordAmounts(r).currencyIn).toMatchObject({ amount: '400', currency: { chainId: 11155111 } })
    expect(recordAmounts(r).currencyOut).toMatchObject({ amount: '398', currency: { chainId: 84532 } })
  })

  it('a refund keeps its destination (not the chain the refund was paid on), and says what came back', () => {
    const r = record(
      {
        outTxs: [{ chainId: 11155111, txHash: '0xrefund' }],
        route: {
          quoted: {
            origin: { inputCurrency: eth(11155111, '400') },
            destination: { outputCurrency: eth(84532, '399') },
          },
        },
        refundCurrencyData: eth(11155111, '390'),
      },
      'refund',
    )
    expect(recordAmounts(r).currencyOut?.currency?.chainId).toBe(84532)
    expect(recordAmounts(r).refund?.amount).toBe('390')
  })

  it('a same-chain route has its output on the origin side; a record without a route has no amounts', () => {
    const r = record({ route: { quoted: { origin: { inputCurrency: eth(1, '5'), outputCurrency: eth(1, '4') } } } })
    expect(recordAmounts(r).currencyOut?.amount).toBe('4')
    expect(recordAmounts(record({}))).toEqual({ currencyIn: undefined, currencyOut: undefined, refund: undefined })
  })
})
