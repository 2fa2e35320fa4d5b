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

// PLAIN and FBTC are bought by no other devnet test: listed FBTC first, PLAIN can only rank ahead of it by this
// test's purchase. (FLONG is left out: something on the shared devnet paid for FLONG on C in CI once, and a tie keeps
// listing order. That an unpaid quote buys nothing is the ranking's own test, store/TokenBuysTable.test.ts.)
describe('GET /currencies/trending ranks by what people bought', () => {
  it('a paid transfer of PLAIN to C puts it ahead of a token nobody bought there, by each sort', async () => {
    const wallet = await kit.wallet({ chainId: A })
    await kit.admin('/devnet/faucet', { address: wallet.address, chainId: A, plain: (10n ** 20n).toString() })
    const { quote, requestId } = await kit.quote({
      user: wallet.address,
      originChainId: A,
      destinationChainId: C,
      tradeType: 'EXACT_INPUT',
      originCurrency: h.currency(A, 'PLAIN'),
      destinationCurrency: h.currency(C, 'PLAIN'),
      amount: (10n ** 19n).toString(),
    })
    expect(ranksBefore(await symbolsOn(C), 'FBTC', 'PLAIN'), 'before the payment, listing order').toBe(true)
    await kit.execute(quote, wallet)
    expect((await kit.final(requestId)).status).toBe('success')
    for (const sortBy of [undefined, 'relay24hBuyTxCount', 'relay24hBuyUsdVolume']) {
      const ranked = await symbolsOn(C, sortBy)
      expect(ranksBefore(ranked, 'PLAIN', 'FBTC'), `${sortBy}: ${ranked}`).toBe(true)
    }
  })
})
