import { t } from '@lingui/core/macro'
import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { AmountDraftContext } from '../features/swap/AmountDraftContext'
import { createAmountDraft } from '../features/swap/amountDraft'
import { demoLocale } from '../i18n/chooseLocale'
import { startFirstPaint } from '../i18n/startFirstPaint'
import { afterFirstPaint } from '../lib/afterFirstPaint'
import { createStore } from '../lib/createStore'
import { useLoaded } from '../lib/useLoaded'
import { takeFirstPaint } from '../prerender/firstPaintHandoff'
import { followEarlyPrice } from '../prerender/followEarlyPrice'
import { type ConnectIntent, NO_INTENT } from './connectIntent'
import { continueFirstPaint } from './continueFirstPaint'
import { type DemoBoot, DemoFirstPaint } from './DemoSkeleton'
import { parseSearch, readPageSearch, requestIdOfPath } from './pageSearch'
import { applyPageTitle } from './pageTitle'

/*
 * The demo page's first load, asked for by src/main.tsx once the HTML's page
 * is on screen (src/prerender): React, the header and the form's skeleton. It
 * renders over the HTML with what was done there. The app (react-query, the router, the
 * catalogue, the form, the pages, then the wallet side) arrives beside it and
 * takes over with what was typed, the network chosen and a click on "Connect Wallet".
 */
// In the person's language from the first frame: the menu's choice on this device, else the browser's.
const locale = demoLocale(globalThis.localStorage, navigator.languages)
const boot: DemoBoot = {
  draft: createAmountDraft(),
  connectIntent: createStore<ConnectIntent>(NO_INTENT),
  locale,
}

// Asked for once the first frame is on screen: loaded earlier, its chunks' evaluation would delay that frame.
const app = afterFirstPaint().then(async () => {
  // The form's own code too, rather than when the app asks for it.
  void import('../features/swap/SwapPanel').catch(() => {})
  const { loadApp } = await import('./loadApp')
  return loadApp(boot)
})

function DemoBootPage() {
  const loaded = useLoaded(app)
  if (loaded.value) return loaded.value
  if (loaded.error) {
    const reason = loaded.error instanceof Error ? loaded.error.message : String(loaded.error)
    return (
      <div role="alert" className="m-4 rounded-2xl bg-white p-5 text-red-800 shadow-sm">
        {t({ id: 'app.boot.failed', message: `Ferry could not load (${reason}).` })}{' '}
        <button type="button" className="underline" onClick={() => window.location.reload()}>
          {t({ id: 'app.boot.reload', message: 'Reload' })}
        </button>
      </div>
    )
  }
  return (
    <DemoFirstPaint
      boot={boot}
      search={readPageSearch(parseSearch(window.location.search))}
      requestId={requestIdOfPath(window.location.pathname)}
    />
  )
}

const container = document.getElementById('root')!
void startFirstPaint(locale).then(() => {
  applyPageTitle()
  // What was done on the HTML's page (src/prerender), read in the task that renders over it, so nothing is lost between.
  continueFirstPaint(takeFirstPaint(container), boot, storage())
  // A cold link's price that arrives from now on shows in the skeleton rather than waiting for the app's form.
  followEarlyPrice(boot.draft)
  const root = createRoot(container)
  flushSync(() =>
    root.render(
      <StrictMode>
        <AmountDraftContext value={boot.draft}>
          <DemoBootPage />
        </AmountDraftContext>
      </StrictMode>,
    ),
  )
})

function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
