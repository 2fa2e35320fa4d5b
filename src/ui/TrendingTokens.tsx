import { t } from '@lingui/core/macro'
import type { Token } from '../config/token'
import { tokenKey } from '../config/token'
import { TokenLogo } from './TokenLogo'

/**
 * The token picker's trending row: the tokens people buy on the chain now, one press to pick. It keeps one line's
 * height from the dialog's first frame (`reserve`), so the list below does not move when the row's tokens arrive.
 */
export function TrendingTokens(props: {
  tokens: readonly Token[]
  /** The service has answered: an empty row then says nothing is trending instead of staying blank. */
  answered?: boolean
  reserve: boolean
  onPick: (token: Token) => void
}) {
  if (!props.reserve && props.tokens.length === 0) return null
  const label = t({ id: 'ui.tokenPicker.trending', message: 'Trending' })
  return (
    <fieldset
      aria-label={t({ id: 'ui.tokenPicker.trendingLabel', message: 'Trending tokens' })}
      data-testid="trending-tokens"
      className="flex h-8 min-w-0 items-center gap-1.5 overflow-x-auto whitespace-nowrap text-xs"
    >
      {props.tokens.length > 0 && <span className="text-slate-500">{label}</span>}
      {props.tokens.length === 0 && props.answered && (
        <span className="text-slate-500">
          {t({ id: 'ui.tokenPicker.trendingNone', message: 'Nothing trending on this chain right now' })}
        </span>
      )}
      {props.tokens.map((token) => (
        <button
          key={tokenKey(token)}
          type="button"
          onClick={() => props.onPick(token)}
          className="inline-flex shrink-0 items-center gap-1 rounded-full border border-slate-200 px-2 py-0.5 font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          <TokenLogo src={token.logoURI} symbol={token.symbol} size={16} />
          <bdi dir="ltr">{token.symbol}</bdi>
        </button>
      ))}
    </fieldset>
  )
}
