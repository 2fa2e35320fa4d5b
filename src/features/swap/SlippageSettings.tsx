import { t } from '@lingui/core/macro'
import { lazy, Suspense, useState } from 'react'
import { formatBps } from '../../lib/format'
import type { SlippageSetting } from '../../transfer/quote/slippageSetting'
import { SettingsFold } from './SettingsFold'

// The controls load when a person opens the settings; most never do.
const SlippageFields = lazy(() => import('./SlippageFields').then((m) => ({ default: m.SlippageFields })))

/** Settings, folded (SettingsFold): the current slippage in the summary, the controls inside. */
export function SlippageSettings(props: { value: SlippageSetting; onChange: (setting: SlippageSetting) => void }) {
  const [opened, setOpened] = useState(false)
  const { value } = props
  const percent = value.mode === 'custom' ? formatBps(value.bps) : undefined
  return (
    <SettingsFold
      summary={
        percent === undefined
          ? t({ id: 'swap.settings.summary.auto', message: 'Settings · slippage auto' })
          : t({ id: 'swap.settings.summary.custom', message: `Settings · slippage ${percent}` })
      }
      onOpen={() => setOpened(true)}
    >
      {opened && (
        <Suspense
          fallback={
            <p role="status" className="mt-2 text-slate-500">
              {t({ id: 'swap.settings.loading', message: 'Loading settings…' })}
            </p>
          }
        >
          <SlippageFields value={value} onChange={props.onChange} />
        </Suspense>
      )}
    </SettingsFold>
  )
}
