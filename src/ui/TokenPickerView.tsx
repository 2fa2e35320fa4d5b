import { plural, t } from '@lingui/core/macro'
import type { RefObject } from 'react'
import type { Token } from '../config/token'
import { PickerDialog } from './PickerDialog'
import { PickerSearch } from './PickerSearch'
import { TokenList, type TokenListProps } from './TokenList'
import { TrendingTokens } from './TrendingTokens'
import { UnverifiedConfirmation } from './UnverifiedConfirmation'

/**
 * What the token picker's dialog shows, given everything it shows: the search box, the list (or, before an
 * unverified token is chosen, its confirmation), the count for screen readers, the star hint and a failed search.
 * It owns no data: the search, the prices and the memory of recent and starred tokens are its owner's
 * (`transfer/tokens/TokenPickerDialog.tsx`).
 */
export function TokenPickerView(props: {
  open: boolean
  dialogRef?: RefObject<HTMLDialogElement | null>
  label: string
  onClose: () => void
  onQuery: (query: string) => void
  /** The service's list could not be searched. */
  failed: boolean
  list: TokenListProps
  /** The chain's trending row (none when the service is not searched); hidden while the person searches. */
  trending?: { tokens: readonly Token[]; answered: boolean; onPick: (token: Token) => void }
  /** An unverified token the person chose, to confirm before it is picked. */
  unverified?: { token: Token; onConfirm: () => void; onBack: () => void }
}) {
  const { list, unverified } = props
  const dialog = { open: props.open, dialogRef: props.dialogRef, title: props.label, onClose: props.onClose }
  if (unverified)
    return (
      <PickerDialog {...dialog}>
        <UnverifiedConfirmation token={unverified.token} onConfirm={unverified.onConfirm} onBack={unverified.onBack} />
      </PickerDialog>
    )
  return (
    <PickerDialog {...dialog}>
      <PickerSearch
        listbox={list.listbox}
        hasActive={Boolean(list.matches[list.listbox.active])}
        label={t({ id: 'ui.tokenPicker.searchLabel', message: 'Search by name, symbol or address' })}
        placeholder={t({ id: 'ui.tokenPicker.searchPlaceholder', message: 'Search by name, symbol or address' })}
        value={list.query}
        onChange={props.onQuery}
      />
      {props.trending && list.query === '' && <TrendingTokens {...props.trending} reserve />}
      <p role="status" className="sr-only">
        {list.searching
          ? t({ id: 'ui.tokenPicker.searching', message: 'Searching…' })
          : tokenCount(list.matches.length)}
      </p>
      <TokenList {...list} />
      {list.starrable && (
        <p className="text-xs text-slate-500">
          {t({
            id: 'ui.tokenPicker.starHint',
            message: '★ or Alt+S stars the highlighted token: starred tokens come first.',
          })}
        </p>
      )}
      {props.failed && (
        <p className="text-xs text-amber-800">
          {t({
            id: 'ui.tokenPicker.searchFailed',
            message: 'The service’s token list could not be searched; showing this chain’s tokens.',
          })}
        </p>
      )}
    </PickerDialog>
  )
}

const tokenCount = (count: number) =>
  t({ id: 'ui.tokenPicker.count', message: plural(count, { one: '# token', other: '# tokens' }) })
