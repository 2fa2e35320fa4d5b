import { t } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { type KeyboardEvent, memo } from 'react'
import { isNativeToken, type Token } from '../config/token'
import { formatReadableAmount } from '../lib/amounts'
import { shortHex } from '../lib/format'
import { PickerOption } from './PickerOption'
import { logoAlt, TokenLogo } from './TokenLogo'

/** A row's height in the token picker's virtual list. */
export const TOKEN_ROW_HEIGHT = 56

/** What a row can do: the same object for every row and render, so a row re-renders only when what it shows changes. */
export type TokenRowActions = {
  pick: (token: Token) => void
  hover: (index: number) => void
  star: (token: Token) => void
  keys: (event: KeyboardEvent) => void
}

/** One token of the picker's list: logo, symbol, name and address, the balance held and its USD value, a star. */
export const TokenRow = memo(function TokenRow(props: {
  id: string
  index: number
  token: Token
  top: number
  active: boolean
  selected: boolean
  starred: boolean
  balance: bigint | undefined
  /** The balance's value, formatted, once its price is known. */
  usd: string | undefined
  starrable: boolean
  actions: TokenRowActions
}) {
  // A memo: drawn again in each language here (LocaleProvider).
  useLingui()
  const { token, balance, actions } = props
  const { symbol } = token
  return (
    <PickerOption
      id={props.id}
      active={props.active}
      data-symbol={token.symbol}
      onPick={() => actions.pick(token)}
      onHover={() => actions.hover(props.index)}
      onKeys={actions.keys}
      className={`absolute start-0 flex w-full cursor-pointer items-center gap-3 rounded-lg px-2 ${props.active ? 'bg-teal-50' : ''}`}
      style={{ top: props.top, height: TOKEN_ROW_HEIGHT }}
    >
      <TokenLogo src={token.logoURI} symbol={token.symbol} alt={logoAlt(symbol)} />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1">
          <span className="font-semibold text-slate-800">{token.symbol}</span>
          {token.verified === false && (
            <span className="rounded bg-amber-100 px-1 text-[10px] font-semibold uppercase text-amber-900">
              {t({ id: 'ui.tokenPicker.unverified', message: 'unverified' })}
            </span>
          )}
          {props.selected && (
            <span className="text-xs text-teal-700">
              {'· '}
              {t({ id: 'ui.picker.chosen', message: 'chosen' })}
            </span>
          )}
        </span>
        {/* The name shortens at its own end in every direction (in Arabic a Latin name kept its end and lost its
            beginning); the address or "native" after it always shows whole. */}
        <span className="flex min-w-0 gap-1 text-xs text-slate-500">
          <span dir="auto" className="min-w-0 truncate">
            {token.name}
          </span>
          <span className="shrink-0">
            {'· '}
            {isNativeToken(token) ? (
              t({ id: 'ui.tokenPicker.native', message: 'native' })
            ) : (
              <bdi>{shortHex(token.address)}</bdi>
            )}
          </span>
        </span>
      </span>
      {balance !== undefined && balance > 0n && (
        <span className="shrink-0 text-end text-sm text-slate-700">
          {formatReadableAmount(balance, token.decimals)}
          {props.usd && <span className="block text-xs text-slate-500">{props.usd}</span>}
        </span>
      )}
      {props.starrable && (
        // Not a button inside the option (nested controls): a click target for the mouse; keyboards use Alt+S.
        <span
          aria-hidden="true"
          title={
            props.starred
              ? t({ id: 'ui.tokenPicker.unstar', message: `Unstar ${symbol}` })
              : t({ id: 'ui.tokenPicker.star', message: `Star ${symbol}` })
          }
          data-testid={`star-${token.symbol}`}
          onClick={(e) => {
            e.stopPropagation()
            actions.star(token)
          }}
          className={`shrink-0 cursor-pointer rounded px-1 text-lg leading-none ${props.starred ? 'text-amber-500' : 'text-slate-300 hover:text-slate-500'}`}
        >
          ★
        </span>
      )}
      {props.starred && (
        <span className="sr-only">
          {', '}
          {t({ id: 'ui.tokenPicker.starred', message: 'starred' })}
        </span>
      )}
    </PickerOption>
  )
})
