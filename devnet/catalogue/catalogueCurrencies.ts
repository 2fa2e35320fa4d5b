import type { CurrencyKey } from '../contracts/devnetCurrencies'
import { badgeSvg } from './badgeSvg'
import { type CatalogueCurrency, type CatalogueSourceChain, catalogueCurrency } from './catalogueTypes'
import { type CatalogueSvmChain, SOL_COLOR, svmCatalogueCurrencies } from './svmCatalogue'
import { syntheticToken } from './syntheticCatalogue'

const CURRENCY_COLORS: Record<CurrencyKey, string> = {
  eth: '#627EEA',
  weth: '#EC1C79',
  usdc: '#2775CA',
  fbtc: '#F7931A',
  flong: '#2F855A',
  meme: '#D69E2E',
  plain: '#718096',
  fusdt: '#26A17B',
}

/**
 * Every currency the catalogue lists, in listing order (the EVM chains' own, the Solana chain's, then the synthetic
 * tokens), and the badge of each that has a logo, by icon key (`/devnet/icons/<key>.svg`).
 */
export function catalogueCurrencies(args: {
  chains: readonly CatalogueSourceChain[]
  svmChain?: CatalogueSvmChain
  syntheticTokens: number
  iconUrl: (key: string) => string
}): { currencies: CatalogueCurrency[]; icons: Map<string, () => string> } {
  const { chains, svmChain, iconUrl } = args
  const icons = new Map<string, () => string>()
  const currencies: CatalogueCurrency[] = []
  for (const chain of chains) {
    for (const currency of chain.currencies) {
      if (currency.hasLogo) {
        const color = CURRENCY_COLORS[currency.key]
        icons.set(currency.key, () => badgeSvg({ label: currency.symbol, color, shape: 'circle' }))
      }
      currencies.push(
        catalogueCurrency({
          chainId: chain.id,
          vmType: 'evm',
          token: currency,
          logoURI: currency.hasLogo ? iconUrl(currency.key) : undefined,
          currencyId: currency.key,
          behind: { devnet: currency },
        }),
      )
    }
  }
  if (svmChain) {
    for (const { key, symbol } of svmChain.currencies) {
      const color = key === 'sol' ? SOL_COLOR : CURRENCY_COLORS[key]
      if (!icons.has(key)) icons.set(key, () => badgeSvg({ label: symbol, color, shape: 'circle' }))
    }
    currencies.push(...svmCatalogueCurrencies(svmChain, iconUrl))
  }
  const runningIds = chains.map((c) => c.id)
  for (let i = 0; i < args.syntheticTokens; i++) {
    const token = syntheticToken(i, runningIds)
    const key = `syn-${i}`
    icons.set(key, () =>
      badgeSvg({ label: token.symbol.slice(0, 2), color: `hsl(${(i * 137) % 360} 55% 42%)`, shape: 'circle' }),
    )
    currencies.push(
      catalogueCurrency({
        chainId: token.chainId,
        vmType: 'evm',
        token: { ...token, isNative: false },
        logoURI: iconUrl(key),
        currencyId: key,
        behind: { synthetic: token },
      }),
    )
  }
  return { currencies, icons }
}
