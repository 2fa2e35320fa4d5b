import { t } from '@lingui/core/macro'
import type { VirtualItem } from '@tanstack/react-virtual'
import type { Ref } from 'react'
import { type Token, tokenKey } from '../config/token'
import { addressKey } from '../lib/addressKey'
import { TokenRow, type TokenRowActions } from './TokenRow'
import type { Listbox } from './useListbox'

/** What the token picker's list shows, and how its rows act. */
export type TokenListProps = {
  listRef: Ref<HTMLDivElement>
  listbox: Listbox
  matches: readonly Token[]
  rows: readonly VirtualItem[]
  totalHeight: number
  query: string
  searching: boolean
  /** The chosen token's address. */
  value: string
  balanceOf: (token: Token) => bigint | undefined
  /** The balance's USD value, formatted, where its price is known. */
  usdOf: (token: Token) => string | undefined
  starred: readonly string[]
  starrable: boolean
  actions: TokenRowActions
}

/**
 * The token picker's listbox: only the rows in view (`rows`, from the
 * dialog's virtualiser) are in the page, placed over the whole list's height.
 */
export function TokenList(props: TokenListProps) {
  const { listbox, matches, query } = props
  return (
    <div
      ref={props.listRef}
      id={listbox.listId}
      role="listbox"
      aria-label={t({ id: 'ui.tokenPicker.listLabel', message: 'Tokens' })}
      className="relative max-h-[min(24rem,60vh)] overflow-y-auto"
      data-testid="token-list"
      // The text the list is filtered for (the benchmark waits for the frame that shows it).
      data-query={props.query}
    >
      <div style={{ height: props.totalHeight }} className="relative w-full">
        {props.rows.map((row) => {
          const token = matches[row.index]!
          const key = tokenKey(token)
          return (
            <TokenRow
              key={key}
              id={listbox.optionId(row.index)}
              index={row.index}
              token={token}
              top={row.start}
              active={row.index === listbox.active}
              selected={addressKey(token.address) === addressKey(props.value)}
              starred={props.starred.includes(key)}
              balance={props.balanceOf(token)}
              usd={props.usdOf(token)}
              starrable={props.starrable}
              actions={props.actions}
            />
          )
        })}
      </div>
      {matches.length === 0 && (
        <p className="px-2 py-3 text-sm text-slate-500">
          {props.searching
            ? t({ id: 'ui.tokenPicker.searching', message: 'Searching…' })
            : t({ id: 'ui.tokenPicker.noMatch', message: `No token matches “${query}” on this chain.` })}
        </p>
      )}
    </div>
  )
}
