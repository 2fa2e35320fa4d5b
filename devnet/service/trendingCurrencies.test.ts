import { describe, expect, inject, it } from 'vitest'
import type { DescribedResponse } from '../../src/api/description/describedTypes'
import { devnetHarness } from '../testing/devnetHarness'
import { transferKit } from '../testing/transferKit'

const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const [A, , C] = h.manifest.chains.map((c) => c.id) as [number, number, number]
type Trending = DescribedResponse<'/currencies/trending', 'get'>

const symbolsOn = async (chainId: number, sortBy?: string) => {
  const answer = await h.request(`/currencies/trending?chainId=${chainId}${sortBy ? `&sortBy=${sortBy}` : ''}`)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return (answer.body as Trending).map((c) => c.symbol)
}
const ranksBefore = (list: (string | undefined)[], first: string, second: string) =>
  list.indexOf(first) >= 0 && list.indexOf(first) < list.indexOf(second)

// FBTC, FLONG and PLAIN are bought by no other devnet test: listed in that order, they rank by what this test does.
describe('GET /currencies/trending ranks by what people bought', () => {
  it('a paid transfer of PLAIN to C puts it ahead of the tokens nobody bought there; an unpaid quote counts nothing', async () => {
    const wallet = await kit.wallet({ chainId: A })
    await kit.admin('/devnet/faucet', { address: wallet.address, chainId: A, plain: (10n ** 20n).toString() })
    const route = { user: wallet.address, originChainId: A, destinationChainId: C, tradeType: 'EXACT_INPUT' }
    const currencies = (symbol: string) => ({
      originCurrency: h.currency(A, symbol),
      destinationCurrency: h.currency(C, symbol),
    })
    // A quote for FLONG nobody pays counts nothing (the ranking's own test, store/TokenBuysTable.test.ts, holds that;
    // here other tests share the devnet and may pay for FLONG on C themselves).
    await kit.quote({ ...route, ...currencies('FLONG'), amount: (10n ** 19n).toString() })

    const { quote, requestId } = await kit.quote({ ...route, ...currencies('PLAIN'), amount: (10n ** 19n).toString() })
    await kit.execute(quote, wallet)
    expect((await kit.final(requestId)).status).toBe('success')
    for (const sortBy of [undefined, 'relay24hBuyTxCount', 'relay24hBuyUsdVolume']) {
      const ranked = await symbolsOn(C, sortBy)
      expect(
        ranksBefore(ranked, 'PLAIN', 'FBTC') && ranksBefore(ranked, 'PLAIN', 'FLONG'),
        `${sortBy}: ${ranked}`,
      ).toBe(true)
    }
  })
})
