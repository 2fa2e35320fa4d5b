import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { baseSepolia, sepolia } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { quietly } from '../../api/description/conformanceChecks'
import type { DescribedResponse, Element } from '../../api/description/describedTypes'
import { chainSchema } from '../../api/schemas/catalogue'
import { type RequestsResponse, requestsResponseSchema } from '../../api/schemas/requests'
import { chainDefinition } from '../../config/catalogue'
import { RequestDetail } from './RequestDetail'
import { RequestList } from './RequestList'

/**
 * Issue 36 item 4: Activity rows over `/requests/v3` as the public description has it: no `data.metadata`, the
 * amounts in `data.route`, the type beside `data`, a refund paid on the origin chain, extra fields the widget has no
 * use for, and an entry it cannot read (no id), which is left out alone.
 */
type Listing = DescribedResponse<'/requests/v3', 'get'>
type Described = Element<NonNullable<Listing['requests']>>
const ETH = '0x0000000000000000000000000000000000000000'
const eth = (chainId: number, amount: string) => ({
  currency: { chainId, address: ETH, symbol: 'ETH', name: 'Ether', decimals: 18 },
  amount,
  amountFormatted: String(Number(amount) / 1e18),
})
const route = (amountIn: string, amountOut: string) => ({
  quoted: {
    origin: { inputCurrency: eth(sepolia.id, amountIn), outputCurrency: null },
    destination: { inputCurrency: null, outputCurrency: eth(baseSepolia.id, amountOut) },
  },
  actual: null,
})
const base = (n: number, status: Described['status']): Described => ({
  id: `0x${String(n).repeat(64)}`,
  status,
  user: '0x00000000000000000000000000000000000000a0',
  recipient: '0x00000000000000000000000000000000000000b0',
  requestType: 'Bridge',
  features: ['app_fees'],
  protocol: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:01:00.000Z',
})

const listing = {
  requests: [
    // Pending: deposited on Sepolia, not filled yet (no outgoing transaction).
    {
      ...base(1, 'pending'),
      data: {
        inTxs: [{ txHash: `0x${'a'.repeat(64)}`, chainId: sepolia.id, timestamp: 1, stateChanges: [{ any: 1 }] }],
        outTxs: [],
        route: route('500000000000000000', '499000000000000000'),
        quoteOraclePrice: null,
        externalMetadata: {},
      },
    },
    // Refunded on Sepolia: its destination is still Base Sepolia.
    {
      ...base(2, 'refund'),
      requestType: 'Crosschain Swap',
      data: {
        failReason: 'SOLVER_CAPACITY_EXCEEDED',
        inTxs: [{ txHash: `0x${'b'.repeat(64)}`, chainId: sepolia.id }],
        outTxs: [{ txHash: `0x${'c'.repeat(64)}`, chainId: sepolia.id }],
        route: route('250000000000000000', '249000000000000000'),
        refundCurrencyData: eth(sepolia.id, '248000000000000000'),
      },
    },
    // What the widget cannot use: no id. Left out; the other rows stay.
    { ...base(3, 'success'), id: undefined, data: {} },
  ],
  continuation: 'next',
} satisfies Listing

function render(answer: unknown, filtered?: boolean): string {
  const page: RequestsResponse = quietly(() => requestsResponseSchema.parse(answer))
  const query = {
    data: { pages: [page], pageParams: [undefined] },
    error: null,
    isPending: false,
    hasNextPage: false,
    isFetchingNextPage: false,
  } as unknown as UseInfiniteQueryResult<InfiniteData<RequestsResponse>, Error>
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <RequestList query={query} chains={[sepolia, baseSepolia]} filtered={filtered} />
    </I18nProvider>,
  ).replace(/<!-- -->/g, '')
}

describe('an empty listing', () => {
  it('says no request matches when a filter is set, and that there is none yet when none is', () => {
    const empty = { requests: [] }
    expect(render(empty, true)).toContain('No requests match these filters.')
    expect(render(empty, false)).toContain('No transfers yet.')
    expect(render(empty, false)).not.toContain('match these filters')
  })
})

describe('Activity rows over the public request records', () => {
  // A top-level field the description may grow.
  const html = render({ ...listing, x_future: { anything: true } })
  // Each row's words, without the markup.
  const rows = html
    .split('<li ')
    .slice(1)
    .map((row) => row.replace(/<[^>]+>/g, ''))

  it('lists every readable record (the one without an id alone is left out)', () => {
    expect(rows).toHaveLength(2)
  })

  it('reads the amounts from the route: never "Deposit without a quote of its own"', () => {
    expect(html).not.toContain('Deposit without a quote of its own')
    expect(rows[0]).toMatch(/0\.5 ETH → 0\.499 ETH/)
    expect(rows[1]).toMatch(/0\.25 ETH → 0\.249 ETH/)
  })

  it('names the destination of a request not filled yet, and of a refund (not the chain the refund was paid on)', () => {
    expect(rows[0]).toContain(`${sepolia.name} → ${baseSepolia.name}`)
    expect(rows[1]).toContain(`${sepolia.name} → ${baseSepolia.name}`)
    expect(html).not.toContain('→ ?')
  })

  it('says the type the record gives beside its data', () => {
    expect(rows[0]).toContain('· Bridge ·')
    expect(rows[1]).toContain('· Crosschain Swap ·')
  })

  it('a record without a type shows its row all the same (no operation word to fall back on)', () => {
    const [row] = render({ requests: [{ ...listing.requests[0], requestType: undefined }] } satisfies Listing)
      .split('<li ')
      .slice(1)
      .map((r) => r.replace(/<[^>]+>/g, ''))
    expect(row).toMatch(/0\.5 ETH → 0\.499 ETH/)
  })
})

describe('a record opened, on a chain whose explorer has a query (Solana Devnet on the public /chains)', () => {
  const SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
  const solanaDevnet = chainDefinition(
    chainSchema.parse({
      id: 792703808,
      name: 'solana-devnet',
      displayName: 'Solana Devnet',
      httpRpcUrl: 'https://api.devnet.solana.com',
      explorerUrl: 'https://solscan.io/?cluster=devnet',
      explorerName: 'Solscan',
      explorerQueryParams: null,
      vmType: 'svm',
    } satisfies NonNullable<DescribedResponse<'/chains', 'get'>['chains']>[number]),
    true,
  )
  it('links each transaction with the path before the query, and shows the record without a history', () => {
    const [record] = quietly(() =>
      requestsResponseSchema.parse({
        requests: [
          {
            ...base(4, 'success'),
            data: {
              inTxs: [{ txHash: SIGNATURE, chainId: solanaDevnet.id }],
              outTxs: [],
              route: route('1', '1'),
            },
          },
        ],
      } satisfies Listing),
    ).requests
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <RequestDetail record={record!} chains={[solanaDevnet, sepolia, baseSepolia]} />
      </I18nProvider>,
    )
    expect(html).toContain(`href="https://solscan.io/tx/${SIGNATURE}?cluster=devnet"`)
  })

  it('shows a status history read from the record’s times (the description has no status history)', () => {
    const [record] = quietly(() =>
      requestsResponseSchema.parse({
        requests: [
          {
            ...base(5, 'success'),
            data: {
              inTxs: [{ txHash: `0x${'d'.repeat(64)}`, chainId: sepolia.id, timestamp: 1767225605 }],
              outTxs: [{ txHash: `0x${'e'.repeat(64)}`, chainId: baseSepolia.id, timestamp: 1767225609 }],
              route: route('1', '1'),
            },
          },
        ],
      } satisfies Listing),
    ).requests
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <RequestDetail record={record!} chains={[sepolia, baseSepolia]} />
      </I18nProvider>,
    ).replace(/<!-- -->/g, '')
    expect(html).toContain('Status history')
    expect(html.replace(/<[^>]+>/g, '')).toMatch(/Waiting for deposit ·.*In progress ·.*Completed ·/)
    expect(html).toContain('dateTime="2026-01-01T00:00:09.000Z"')
  })
})
