// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern (listbox of options).
// biome-ignore-all lint/a11y/useFocusableInteractive: options are reached through the combobox's aria-activedescendant.
// biome-ignore-all lint/a11y/useKeyWithClickEvents: the keys are handled by the search box, which keeps focus.
import { useQuery } from '@tanstack/react-query'
import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useId, useMemo, useRef, useState } from 'react'
import { currencySearchQueryOptions, tokenPriceQueryOptions } from '../api/catalogueQueryOptions'
import { isNativeToken, type Token, tokenKey } from '../config/token'
import { formatAmount } from '../lib/amounts'
import { formatUsd, shortHex } from '../lib/format'
import { orderTokens } from '../lib/orderTokens'
import { createTokenMemory } from '../lib/tokenMemory'
import { useDebouncedValue } from '../lib/useDebouncedValue'
import { PickerDialog } from './PickerDialog'
import { TokenLogo } from './TokenLogo'

/** A search waits this long after the last keystroke before asking the service. */
export const TOKEN_SEARCH_DEBOUNCE_MS = 250
const ROW_HEIGHT = 56

export type TokenPickerDialogProps = {
  label: string
  value: string
  tokens: Token[]
  balances?: ReadonlyMap<string, bigint>
  /** Where to search for more tokens and prices, and whose memory (recent, starred) to use. */
  /** `search: false` keeps to `tokens` (an embed's allow list): the service's list is not searched. */
  catalogue?: { apiUrl: string; network: string; chainId: number; search?: boolean }
  onPick: (token: Token) => void
  onClose: () => void
}

/**
 * The token chooser's dialog: search by symbol, name or pasted address (the
 * chain's tokens at once, the service's list after a pause), starred and
 * recent tokens first, logos, balances with their USD value, a virtualised
 * list for thousands of tokens, and a confirmation before an unverified token
 * is chosen. Arrow keys move, Enter picks, Escape closes.
 */
export function TokenPickerDialog(props: TokenPickerDialogProps) {
  const id = useId()
  const list = useRef<HTMLDivElement>(null)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const [unverified, setUnverified] = useState<Token | undefined>(undefined)
  const memory = useMemo(
    () =>
      props.catalogue
        ? createTokenMemory({ storage: window.localStorage, network: props.catalogue.network })
        : undefined,
    [props.catalogue],
  )
  const [remembered, setRemembered] = useState(() => ({
    starred: memory?.starred() ?? [],
    recent: memory?.recent() ?? [],
  }))

  const term = useDebouncedValue(query, TOKEN_SEARCH_DEBOUNCE_MS)
  const search = useQuery({
    ...currencySearchQueryOptions({
      baseUrl: props.catalogue?.apiUrl ?? '',
      chainId: props.catalogue?.chainId ?? 0,
      term,
    }),
    enabled: Boolean(props.catalogue) && props.catalogue?.search !== false && term.trim().length >= 2,
  })
  const tokens = useMemo(() => {
    const known = new Set(props.tokens.map(tokenKey))
    const found: Token[] = (search.data ?? []).flatMap((c) =>
      known.has(tokenKey(c))
        ? []
        : [
            {
              chainId: c.chainId,
              address: c.address as `0x${string}`,
              symbol: c.symbol,
              name: c.name ?? c.symbol,
              decimals: c.decimals,
              ...(c.metadata?.logoURI ? { logoURI: c.metadata.logoURI } : {}),
              ...(c.metadata?.verified === false ? { verified: false } : {}),
            },
          ],
    )
    return [...props.tokens, ...found]
  }, [props.tokens, search.data])
  const matches = useMemo(
    () =>
      orderTokens({ tokens, query, starred: remembered.starred, recent: remembered.recent, balances: props.balances }),
    [tokens, query, remembered, props.balances],
  )

  const virtual = useVirtualizer({
    count: matches.length,
    getScrollElement: () => list.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // The list's height (24rem at most) before it is measured: rows render in the dialog's first frame.
    initialRect: { width: 400, height: 384 },
  })

  const choose = (token: Token | undefined) => {
    if (!token) return
    if (token.verified === false && unverified !== token) return setUnverified(token)
    memory?.remember(tokenKey(token))
    props.onPick(token)
    props.onClose()
  }
  const move = (to: number) => {
    const next = Math.max(0, Math.min(matches.length - 1, to))
    setActive(next)
    virtual.scrollToIndex(next, { align: 'auto' })
  }
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown') move(active + 1)
    else if (event.key === 'ArrowUp') move(active - 1)
    else if (event.key === 'PageDown') move(active + 8)
    else if (event.key === 'PageUp') move(active - 8)
    else if (event.key === 'Enter') choose(matches[active])
    else if (event.altKey && event.key.toLowerCase() === 's' && matches[active] && memory) toggleStar(matches[active]!)
    else return
    event.preventDefault()
  }
  const toggleStar = (token: Token) => {
    memory?.toggleStar(tokenKey(token))
    setRemembered({ starred: memory?.starred() ?? [], recent: memory?.recent() ?? [] })
  }
  const optionId = (index: number) => `${id}-option-${index}`
  // The rows' handlers, one object for the dialog's life: it calls the latest render's functions, so a row
  // re-renders only when what it shows changes (a keystroke or an arrow key leaves most rows as they were).
  const latest = useRef({ choose, setActive, toggleStar: memory ? toggleStar : undefined })
  latest.current = { choose, setActive, toggleStar: memory ? toggleStar : undefined }
  const [rowActions] = useState<RowActions>(() => ({
    pick: (token) => latest.current.choose(token),
    hover: (index) => latest.current.setActive(index),
    star: (token) => latest.current.toggleStar?.(token),
  }))
  const searching = search.isFetching && term.trim().length >= 2

  return (
    <PickerDialog title={props.label} onClose={props.onClose}>
      {unverified ? (
        <UnverifiedConfirmation
          token={unverified}
          onConfirm={() => choose(unverified)}
          onBack={() => setUnverified(undefined)}
        />
      ) : (
        <>
          <input
            // biome-ignore lint/a11y/noAutofocus: the picker opens to its search box (showModal focuses it).
            autoFocus
            role="combobox"
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-activedescendant={matches[active] ? optionId(active) : undefined}
            aria-label="Search by name, symbol or address"
            placeholder="Search by name, symbol or address"
            value={query}
            onChange={(e) => {
              // A new query starts at the first match (in the same render as the list).
              setQuery(e.target.value)
              setActive(0)
            }}
            onKeyDown={onKeyDown}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          <p role="status" className="sr-only">
            {searching ? 'Searching…' : `${matches.length} tokens`}
          </p>
          <div
            ref={list}
            id={`${id}-list`}
            role="listbox"
            aria-label="Tokens"
            className="relative max-h-[min(24rem,60vh)] overflow-y-auto"
            data-testid="token-list"
            // The text the list is filtered for (the benchmark waits for the frame that shows it).
            data-query={query}
          >
            <div style={{ height: virtual.getTotalSize() }} className="relative w-full">
              {virtual.getVirtualItems().map((row) => {
                const token = matches[row.index]!
                const key = tokenKey(token)
                return (
                  <TokenRow
                    key={key}
                    id={optionId(row.index)}
                    index={row.index}
                    token={token}
                    top={row.start}
                    active={row.index === active}
                    selected={token.address.toLowerCase() === props.value.toLowerCase()}
                    starred={remembered.starred.includes(key)}
                    balance={props.balances?.get(token.address.toLowerCase())}
                    priceSource={props.catalogue?.apiUrl}
                    starrable={Boolean(memory)}
                    actions={rowActions}
                  />
                )
              })}
            </div>
            {matches.length === 0 && (
              <p className="px-2 py-3 text-sm text-slate-500">
                {searching ? 'Searching…' : `No token matches “${query}” on this chain.`}
              </p>
            )}
          </div>
          {memory && (
            <p className="text-xs text-slate-500">★ or Alt+S stars the highlighted token: starred tokens come first.</p>
          )}
          {search.error && (
            <p className="text-xs text-amber-800">
              The service’s token list could not be searched; showing this chain’s tokens.
            </p>
          )}
        </>
      )}
    </PickerDialog>
  )
}

/** What a row can do, the same object for every row and render (see `rowActions`). */
type RowActions = {
  pick: (token: Token) => void
  hover: (index: number) => void
  star: (token: Token) => void
}

const TokenRow = memo(function TokenRow(props: {
  id: string
  index: number
  token: Token
  top: number
  active: boolean
  selected: boolean
  starred: boolean
  balance: bigint | undefined
  priceSource: string | undefined
  starrable: boolean
  actions: RowActions
}) {
  const { token, balance, actions } = props
  const held = balance !== undefined && balance > 0n
  return (
    <div
      id={props.id}
      role="option"
      aria-selected={props.active}
      data-symbol={token.symbol}
      onClick={() => actions.pick(token)}
      onMouseEnter={() => actions.hover(props.index)}
      className={`absolute left-0 flex w-full cursor-pointer items-center gap-3 rounded-lg px-2 ${props.active ? 'bg-teal-50' : ''}`}
      style={{ top: props.top, height: ROW_HEIGHT }}
    >
      <TokenLogo src={token.logoURI} symbol={token.symbol} alt={`${token.symbol} logo`} />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1">
          <span className="font-semibold text-slate-800">{token.symbol}</span>
          {token.verified === false && (
            <span className="rounded bg-amber-100 px-1 text-[10px] font-semibold uppercase text-amber-900">
              unverified
            </span>
          )}
          {props.selected && <span className="text-xs text-teal-700">· chosen</span>}
        </span>
        <span className="block truncate text-xs text-slate-500">
          {token.name} · {isNativeToken(token) ? 'native' : shortHex(token.address)}
        </span>
      </span>
      {held && <HeldAmount token={token} balance={balance} priceSource={props.priceSource} />}
      {props.starrable && (
        // Not a button inside the option (nested controls): a click target for the mouse; keyboards use Alt+S.
        <span
          aria-hidden="true"
          title={props.starred ? `Unstar ${token.symbol}` : `Star ${token.symbol}`}
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
      {props.starred && <span className="sr-only">, starred</span>}
    </div>
  )
})

/** A held token's balance and its USD value: only rows with a balance ask for a price (and pay for the query). */
function HeldAmount(props: { token: Token; balance: bigint; priceSource: string | undefined }) {
  const { token, balance } = props
  const price = useQuery({
    ...tokenPriceQueryOptions({ baseUrl: props.priceSource ?? '', chainId: token.chainId, address: token.address }),
    enabled: Boolean(props.priceSource),
  })
  const usd = price.data != null ? formatUsd(String((Number(balance) / 10 ** token.decimals) * price.data)) : undefined
  return (
    <span className="shrink-0 text-right text-sm text-slate-700">
      {formatAmount(balance, token.decimals, 4)}
      {usd && <span className="block text-xs text-slate-500">{usd}</span>}
    </span>
  )
}

function UnverifiedConfirmation(props: { token: Token; onConfirm: () => void; onBack: () => void }) {
  const [understood, setUnderstood] = useState(false)
  return (
    <div
      role="alertdialog"
      aria-label={`${props.token.symbol} is not verified`}
      className="space-y-3"
      data-testid="unverified-warning"
    >
      <div className="flex items-center gap-3">
        <TokenLogo src={props.token.logoURI} symbol={props.token.symbol} size={36} />
        <div className="min-w-0">
          <p className="font-semibold text-slate-800">{props.token.symbol} is not verified</p>
          <p className="break-all font-mono text-xs text-slate-500">{props.token.address}</p>
        </div>
      </div>
      <p className="text-sm text-amber-900">
        The service lists this token but has not verified it. Anyone can create a token with any name: check the address
        with its project before you trade it.
      </p>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />I checked the
        address and want to use this token
      </label>
      <div className="flex gap-2">
        <button type="button" onClick={props.onBack} className="flex-1 rounded-lg border border-slate-300 py-2 text-sm">
          Back
        </button>
        <button
          type="button"
          disabled={!understood}
          onClick={props.onConfirm}
          className="flex-1 rounded-lg bg-amber-600 py-2 text-sm font-semibold text-white disabled:bg-slate-300"
        >
          Use {props.token.symbol}
        </button>
      </div>
    </div>
  )
}
