import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { base } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { quietly } from '../../api/description/conformanceChecks'
import type { DescribedResponse } from '../../api/description/describedTypes'
import { appFeeClaimsResponseSchema } from '../../api/schemas/appFees'
import { ClaimHistory } from './ClaimHistory'
import { claimsQueryOptions } from './claimsQueryOptions'

/**
 * Issue 36, the Earnings page's history over `GET /app-fees/{wallet}/claims` as the public description has it: a
 * claim paid with its transaction, one pending with `txHash: null`, one with a status Ferry does not know and no
 * currency, fields it has no use for, and an entry without a `claimId` (left out alone).
 */
const WALLET = '0x00000000000000000000000000000000000000f1'
const TO = '0x00000000000000000000000000000000000000a2'
const PAID = `0x${'2'.repeat(64)}`
const usdc = { chainId: base.id, address: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913', symbol: 'USDC', decimals: 6 }
const listing = {
  claims: [
    {
      claimId: '0xnew',
      wallet: WALLET,
      recipient: TO,
      currency: { currency: usdc, amount: '5000000', amountFormatted: '5', amountUsd: '5.0' },
      txHash: null,
      status: 'pending',
      createdAt: '2026-01-02T00:00:00.000Z',
    },
    {
      claimId: '0xpaid',
      wallet: WALLET,
      recipient: TO,
      currency: { currency: { ...usdc, metadata: { logoURI: 'https://x.example/usdc.png' } }, amount: '2500000' },
      txHash: PAID,
      status: 'success',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    { claimId: '0xodd', status: 'settling-later' },
    { wallet: WALLET, status: 'success' },
  ],
  continuation: '',
} satisfies DescribedResponse<'/app-fees/{wallet}/claims', 'get'>

describe('the claims history over the public listing', () => {
  it('shows every claim with an id: amounts, statuses, the paid one with its transaction', () => {
    const client = new QueryClient()
    const options = claimsQueryOptions({ baseUrl: 'http://service.example', wallet: WALLET })
    const page = quietly(() => appFeeClaimsResponseSchema.parse({ ...listing, x_future: 1 }))
    client.setQueryData(options.queryKey, { pages: [page], pageParams: [undefined] })
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <I18nProvider i18n={i18n}>
          <ClaimHistory baseUrl="http://service.example" address={WALLET} chains={[base]} />
        </I18nProvider>
      </QueryClientProvider>,
    )
    const rows = html
      .split('<li ')
      .slice(1)
      .map((row) =>
        row
          .replace(/<!-- -->/g, '')
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' '),
      )
    expect(rows).toHaveLength(3)
    expect(rows[0]).toContain('5 USDC')
    expect(rows[1]).toContain('2.5 USDC')
    expect(html).toContain(`href="https://basescan.org/tx/${PAID}"`)
    expect(rows[2]).toContain('an amount the service did not say')
  })
})
