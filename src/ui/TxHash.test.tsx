import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { DescribedResponse } from '../api/description/describedTypes'
import { chainSchema } from '../api/schemas/catalogue'
import { chainDefinition } from '../config/catalogue'
import { shortHex } from '../lib/format'
import { TxHash, transactionHref } from './TxHash'

type DescribedChain = NonNullable<DescribedResponse<'/chains', 'get'>['chains']>[number]
const SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
const solana = {
  id: 792703809,
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://rpc.solana.example'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.example/' } },
}

describe('TxHash with a base58 Solana signature', () => {
  it('shortens it the way a hex hash is, without a 0x to skip', () => {
    expect(shortHex(SIGNATURE, 6)).toBe('5VERv8…SZkQUW')
    expect(shortHex(`0x${'ab'.repeat(32)}`, 6)).toBe('0xababab…ababab')
  })

  it('links to the chain explorer at /tx/<signature>, the signature exactly as given', () => {
    expect(transactionHref(SIGNATURE, solana, undefined)).toBe(`https://solscan.example/tx/${SIGNATURE}`)
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <TxHash hash={SIGNATURE} chain={solana} testId="origin-tx" />
      </I18nProvider>,
    )
    expect(html).toContain(`href="https://solscan.example/tx/${SIGNATURE}"`)
    expect(html).toContain(`data-hash="${SIGNATURE}"`)
    expect(html).toContain('5VERv8…SZkQUW')
    expect(html).toContain('Solana transaction')
    expect(html).toContain(' on Solscan')
    // The shortened hash is one unbreakable piece: its last characters never wrap onto their own line (narrow, RTL).
    expect(html).toMatch(/<span class="[^"]*whitespace-nowrap[^"]*" dir="ltr">5VERv8…SZkQUW<\/span>/)
  })
})

describe('transactionHref on a chain as the public /chains lists it', () => {
  it('Solana Devnet (explorerUrl with ?cluster=devnet): the path goes before the query', () => {
    const entry = chainSchema.parse({
      id: 792703808,
      name: 'solana-devnet',
      displayName: 'Solana Devnet',
      httpRpcUrl: 'https://api.devnet.solana.com',
      explorerUrl: 'https://solscan.io/?cluster=devnet',
      explorerName: 'Solscan',
      explorerQueryParams: null,
      vmType: 'svm',
    } satisfies DescribedChain)
    expect(transactionHref(SIGNATURE, chainDefinition(entry, true), undefined)).toBe(
      `https://solscan.io/tx/${SIGNATURE}?cluster=devnet`,
    )
  })
})
