import { useLingui } from '@lingui/react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, type RefObject, useEffect, useMemo, useRef, useState } from 'react'
import { useTokenPrices } from '../../api/useTokenPrices'
import { useTokenSearch } from '../../api/useTokenSearch'
import { useTrendingTokens } from '../../api/useTrendingTokens'
import { type Token, tokenKey } from '../../config/token'
import { withFoundTokens } from '../../config/withFoundTokens'
import { addressKey } from '../../lib/addressKey'
import { formatUsd } from '../../lib/format'
import { orderTokens } from '../../lib/orderTokens'
import { usdValue } from '../../lib/usdValue'
import { useTokenMemory } from '../../lib/useTokenMemory'
import { observeShownRect } from '../../ui/observeShownRect'
import { sameWhileClosed } from '../../ui/sameWhileClosed'
import { TokenPickerView } from '../../ui/TokenPickerView'
import { TOKEN_ROW_HEIGHT, type TokenRowActions } from '../../ui/TokenRow'
import { useListbox } from '../../ui/useListbox'

export type TokenPickerDialogProps = {
  /** Mounted while closed, once a person may open it (see usePickerOpening). */
  open: boolean
  /** The <dialog> element, which the picker opens itself. */
  dialogRef?: RefObject<HTMLDialogElement | null>
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

const NONE: readonly string[] = []

/**
 * The token chooser's dialog with its data, drawn by `ui/TokenPickerView`: search by symbol, name or pasted address
 * (the chain's tokens at once, the service's list after a pause), starred and recent tokens first, logos, balances
 * with their USD value, a virtualised list for thousands of tokens, and a confirmation before an unverified token is
 * chosen. The keys are `useListbox`'s, plus Alt+S to star; Escape closes.
 */
export const TokenPickerDialog = memo(function TokenPickerDialog(props: TokenPickerDialogProps) {
  // A memo: drawn again in each language here (LocaleProvider).
  useLingui()
  const { catalogue, balances } = props
  const list = useRef<HTMLDivElement>(null)
  const [query, setQuery] = useState('')
  const [unverified, setUnverified] = useState<Token | undefined>(undefined)
  const memory = useTokenMemory(catalogue?.network, props.open)
  const search = useTokenSearch({
    baseUrl: catalogue?.apiUrl ?? '',
    chainId: catalogue?.chainId ?? 0,
    query,
    enabled: Boolean(catalogue) && catalogue?.search !== false,
  })
  const searchable = Boolean(catalogue) && catalogue?.search !== false
  // Asked once the dialog is open: a closed picker, and the form's first paint, ask nothing.
  const { tokens: trendingFound, answered: trendingAnswered } = useTrendingTokens({
    baseUrl: catalogue?.apiUrl ?? '',
    chainId: catalogue?.chainId ?? 0,
    enabled: props.open && Boolean(catalogue),
  })
  const tokens = useMemo(
    // An allow list (no search) keeps to its tokens: a trending token outside it is not offered.
    () => withFoundTokens(props.tokens, searchable ? [...search.found, ...trendingFound] : search.found),
    [props.tokens, search.found, trendingFound, searchable],
  )
  const trending = useMemo(() => {
    const byKey = new Map(tokens.map((token) => [tokenKey(token), token]))
    return trendingFound.flatMap((c) => byKey.get(tokenKey(c)) ?? [])
  }, [tokens, trendingFound])
  const starred = memory?.starred ?? NONE
  const recent = memory?.recent ?? NONE
  const matches = useMemo(
    () => orderTokens({ tokens, query, starred, recent, balances }),
    [tokens, query, starred, recent, balances],
  )

  const virtual = useVirtualizer({
    count: matches.length,
    getScrollElement: () => list.current,
    estimateSize: () => TOKEN_ROW_HEIGHT,
    overscan: 8,
    // The list's height (24rem at most) before it is measured: rows render in the dialog's first frame.
    initialRect: { width: 400, height: 384 },
    observeElementRect: observeShownRect,
  })

  // A pick made before the service answered the text typed (an address pasted and picked at once) waits for that
  // answer: the chain's list does not say which tokens are unverified, the service's list does.
  const [waiting, setWaiting] = useState<string | undefined>(undefined)
  const choose = (token: Token | undefined) => {
    if (!token) return
    if (!search.settled && token.verified !== false) return setWaiting(tokenKey(token))
    if (token.verified === false && unverified !== token) return setUnverified(token)
    memory?.remember(tokenKey(token))
    props.onPick(token)
    props.onClose()
  }
  const toggleStar = memory && ((token: Token) => memory.toggleStar(tokenKey(token)))
  const chooseLatest = useRef(choose)
  chooseLatest.current = choose
  useEffect(() => {
    if (waiting === undefined || !search.settled) return
    setWaiting(undefined)
    // Closed meanwhile (Escape): the pick is dropped.
    if (props.open) chooseLatest.current(tokens.find((token) => tokenKey(token) === waiting))
  }, [waiting, search.settled, tokens, props.open])
  const listbox = useListbox({
    count: matches.length,
    onPick: (index) => choose(matches[index]),
    onMove: (index) => virtual.scrollToIndex(index, { align: 'auto' }),
    onOtherKey: (event, active) => {
      const token = matches[active]
      if (!(event.altKey && event.key.toLowerCase() === 's' && token && toggleStar)) return false
      toggleStar(token)
      return true
    },
  })
  // The rows' handlers, one object for the dialog's life: it calls the latest render's functions, so a row
  // re-renders only when what it shows changes (a keystroke or an arrow key leaves most rows as they were).
  const latest = useRef({ choose, toggleStar })
  latest.current = { choose, toggleStar }
  const [rowActions] = useState<TokenRowActions>(() => ({
    pick: (token) => latest.current.choose(token),
    hover: listbox.setActive,
    star: (token) => latest.current.toggleStar?.(token),
    keys: listbox.onKeyDown,
  }))

  // Only the rows in view with a balance ask for a price (and pay for the query).
  const rows = virtual.getVirtualItems()
  const balanceOf = (token: Token) => balances?.get(addressKey(token.address))
  const held = rows.map((row) => matches[row.index]!).filter((token) => (balanceOf(token) ?? 0n) > 0n)
  // Closed, it asks for nothing; opened, the prices it had are in the cache.
  const prices = useTokenPrices({ baseUrl: props.open ? catalogue?.apiUrl : undefined, tokens: held })
  const priceOf = new Map(held.map((token, i) => [tokenKey(token), prices[i]]))
  const usdOf = (token: Token) => {
    const price = priceOf.get(tokenKey(token))
    const balance = balanceOf(token)
    return price == null || balance === undefined
      ? undefined
      : formatUsd(usdValue({ amount: balance, decimals: token.decimals, priceUsd: price }))
  }

  return (
    <TokenPickerView
      open={props.open}
      dialogRef={props.dialogRef}
      label={props.label}
      onClose={props.onClose}
      onQuery={setQuery}
      failed={search.failed}
      list={{
        listRef: list,
        listbox,
        matches,
        rows,
        totalHeight: virtual.getTotalSize(),
        query,
        searching: search.searching,
        value: props.value,
        balanceOf,
        usdOf,
        starred,
        starrable: Boolean(memory),
        actions: rowActions,
      }}
      trending={catalogue ? { tokens: trending, answered: trendingAnswered, onPick: choose } : undefined}
      unverified={
        unverified && { token: unverified, onConfirm: () => choose(unverified), onBack: () => setUnverified(undefined) }
      }
    />
  )
}, sameWhileClosed)
