import { t } from '@lingui/core/macro'
import { lazy, Suspense, useState } from 'react'
import { formatBps } from '../../lib/format'
import type { SlippageSetting } from '../../transfer/quote/slippageSetting'

// The controls load when a person opens the settings; most never do.
const SlippageFields = lazy(() => import('./SlippageFields').then((m) => ({ default: m.SlippageFields })))

/** Settings, folded: the current slippage in the summary, the controls inside. */
export function SlippageSettings(props: { value: SlippageSetting; onChange: (setting: SlippageSetting) => void }) {
  const [opened, setOpened] = useState(false)
  const percent = props.value.mode === 'custom' ? formatBps(props.value.bps) : undefined
  return (
    <details
      className="rounded-xl border border-slate-200 px-3 py-2 text-sm"
      onToggle={(e) => e.currentTarget.open && setOpened(true)}
    >
      <summary className="cursor-pointer text-slate-700">
        {percent === undefined
          ? t({ id: 'swap.settings.summary.auto', message: 'Settings · slippage auto' })
          : t({ id: 'swap.settings.summary.custom', message: `Settings · slippage ${percent}` })}
      </summary>
      {opened && (
        <Suspense
          fallback={
            <p role="status" className="mt-2 text-slate-500">
              {t({ id: 'swap.settings.loading', message: 'Loading settings…' })}
            </p>
          }
        >
          <SlippageFields value={props.value} onChange={props.onChange} />
        </Suspense>
      )}
    </details>
  )
}
