import { t } from '@lingui/core/macro'
import { useState } from 'react'
import type { Token } from '../config/token'
import { TokenLogo } from './TokenLogo'

/** The token picker's warning before an unverified token is chosen: its address, and an explicit confirmation. */
export function UnverifiedConfirmation(props: { token: Token; onConfirm: () => void; onBack: () => void }) {
  const [understood, setUnderstood] = useState(false)
  const { symbol } = props.token
  const title = t({ id: 'ui.unverified.title', message: `${symbol} is not verified` })
  return (
    <div role="alertdialog" aria-label={title} className="space-y-3" data-testid="unverified-warning">
      <div className="flex items-center gap-3">
        <TokenLogo src={props.token.logoURI} symbol={props.token.symbol} size={36} />
        <div className="min-w-0">
          <p className="font-semibold text-slate-800">{title}</p>
          <p dir="ltr" className="break-all font-mono text-xs text-slate-500">
            {props.token.address}
          </p>
        </div>
      </div>
      <p className="text-sm text-amber-900">
        {t({
          id: 'ui.unverified.warning',
          message:
            'The service lists this token but has not verified it. Anyone can create a token with any name: check the address with its project before you trade it.',
        })}
      </p>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
        {t({ id: 'ui.unverified.confirm', message: 'I checked the address and want to use this token' })}
      </label>
      <div className="flex gap-2">
        <button type="button" onClick={props.onBack} className="flex-1 rounded-lg border border-slate-300 py-2 text-sm">
          {t({ id: 'ui.unverified.back', message: 'Back' })}
        </button>
        <button
          type="button"
          disabled={!understood}
          onClick={props.onConfirm}
          className="flex-1 rounded-lg bg-amber-600 py-2 text-sm font-semibold text-white disabled:bg-slate-300"
        >
          {t({ id: 'ui.unverified.use', message: `Use ${symbol}` })}
        </button>
      </div>
    </div>
  )
}
