import { describe, expect, it } from 'vitest'
import type { ColdPricePage, ColdPriceResult } from './coldPrice'
import { renderColdPrice } from './coldPriceSummary'
import { spread } from './lib/coldPriceStats'

const page = (name: string, price: (number | null)[]): ColdPricePage => ({
  name,
  url: 'http://x',
  input: spread(price.map(() => 100)),
  price: spread(price),
  estimate: spread(price.map(() => null)),
  quote: spread(price),
  serviceRequestsBeforePrice: 2,
  reconnected: price.length,
  pricesWithoutAnswer: 0,
  clsMax: 0,
  clsP50: 0,
  outsideRequestsRefused: 0,
  samples: price.map((priceMs, round) => ({
    round,
    inputMs: 100,
    priceMs,
    priceText: null,
    estimateMs: null,
    quoteMs: priceMs,
    serviceRequests: 2,
    priceAnswered: priceMs !== null,
    outsideRequests: 0,
    cls: 0,
  })),
})

describe('renderColdPrice', () => {
  it('shows each series, the ratios, "none" for a price never shown, and the connected quotes', () => {
    const result: ColdPriceResult = {
      route: '0.1 ETH from chain 1 to 2',
      warmupRounds: 1,
      series: [
        {
          cpuThrottling: 4,
          rounds: 2,
          pages: [page('Ferry embed', [null, null]), page('relay', [800, 900])],
          ratios: [{ page: 'Ferry embed', pairedMedian: null, ofMedians: 0.456, pairs: 0 }],
        },
      ],
      connected: [page('Ferry demo page', [300, 400])],
    }
    const text = renderColdPrice(result, 'today').join('\n')
    expect(text).toContain('CPU throttled 4x')
    expect(text).toContain('| **Ferry embed** | 100 ms | 100 ms | none | none | 0/2 |')
    expect(text).toContain('| relay | 100 ms | 100 ms | 800 ms | 900 ms | 2/2 |')
    expect(text).toContain('| Ferry embed | **n/a** | 0.46 | 0 | ≤ 0.5 |')
    expect(text).toContain('| Ferry demo page | 100 ms | 300 ms | 400 ms | 2/2 | 2/2 | 2 |')
  })
})
