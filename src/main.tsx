import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { type DemoBoot, DemoFirstPaint } from './app/DemoSkeleton'
import { initialNetwork } from './app/selectNetwork'
import { afterFirstPaint } from './lib/afterFirstPaint'
import { createFlag } from './lib/createFlag'
import { useLoaded } from './lib/useLoaded'
import './index.css'

/*
 * The demo page's first load is React, its header and the form's skeleton:
 * the amount can be typed at once. The app (react-query, the catalogue, the
 * form, the pages, then the wallet side) arrives beside it and takes over
 * with what was typed, the network chosen and a click on "Connect Wallet".
 */
// Asked for once the first frame is on screen: loaded earlier, its chunks' evaluation would delay that frame.
const app = afterFirstPaint().then(() => {
  // The form's own code too, rather than when the app asks for it.
  void import('./features/swap/SwapPanel').catch(() => {})
  return import('./app/AppRoot')
})

const boot: DemoBoot = { draft: { payText: '', receiveText: '', edited: 'pay' }, connectQueued: createFlag() }
const view = new URLSearchParams(window.location.search).get('view')
const transfer = !view || view === 'transfer'

function DemoBootPage() {
  const loaded = useLoaded(app)
  const Root = loaded.value?.default
  if (Root) return <Root boot={boot} />
  if (loaded.error)
    return (
      <div role="alert" className="m-4 rounded-2xl bg-white p-5 text-red-800 shadow-sm">
        Ferry could not load ({loaded.error instanceof Error ? loaded.error.message : String(loaded.error)}).{' '}
        <button type="button" className="underline" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    )
  return (
    <DemoFirstPaint
      boot={boot}
      networkId={initialNetwork(window.location.search, window.localStorage)}
      transfer={transfer}
    />
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DemoBootPage />
  </StrictMode>,
)
