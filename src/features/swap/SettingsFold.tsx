import { t } from '@lingui/core/macro'
import type { ReactNode } from 'react'

/**
 * The form's settings row, folded: what is set in the summary, the controls inside. Drawn once for the form
 * (SlippageSettings: the slippage in force, the controls when opened) and for its skeleton and the prerendered HTML
 * (SwapPanelSkeleton: no `summary` yet, the setting this device remembers being unknown there: greyed, inert).
 * `data-part`: what the prerendered first paint removes when the configuration hides it (src/prerender).
 */
export function SettingsFold(props: { summary?: string; onOpen?: () => void; children?: ReactNode }) {
  const { summary, onOpen } = props
  return (
    <details
      className="rounded-xl border border-slate-200 px-3 py-2 text-sm"
      data-part="slippage"
      inert={!summary}
      onToggle={onOpen && ((e) => e.currentTarget.open && onOpen())}
    >
      <summary className={summary ? 'cursor-pointer text-slate-700' : 'text-slate-400'}>
        {summary ?? t({ id: 'swap.settings.summary', message: 'Settings · slippage' })}
      </summary>
      {props.children}
    </details>
  )
}
