import { t } from '@lingui/core/macro'
import { StrictMode, useLayoutEffect } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { BUILD_DEFAULT_NETWORK } from '../config/networkIds'
import { readWidgetUrl } from '../config/widgetUrl'
import { applyTheme } from '../features/embed/applyTheme'
import { EmbedErrorScreen } from '../features/embed/EmbedErrorScreen'
import { AmountDraftContext } from '../features/swap/AmountDraftContext'
import { createAmountDraft, draftFromFirstPaint } from '../features/swap/amountDraft'
import { embedLocale } from '../i18n/chooseLocale'
import { startFirstPaint } from '../i18n/startFirstPaint'
import { afterFirstPaint } from '../lib/afterFirstPaint'
import { useLoaded } from '../lib/useLoaded'
import { takeFirstPaint } from '../prerender/firstPaintHandoff'
import { followEarlyPrice } from '../prerender/followEarlyPrice'
import { EmbedFirstPaint } from './EmbedFirstPaint'
import { embedChannel as channel } from './embedChannel'
import { firstLookOf } from './embedFirstLook'

/*
 * The embed's first load, asked for by src/embed.tsx once the HTML's form is
 * on screen (src/prerender): React and the form's skeleton, nothing else. It
 * renders over the HTML with what was typed there. The widget (its
 * configuration check, react-query, the catalogue, the form, then the wallet)
 * arrives beside it and takes over with what was typed.
 */
// Asked for once React's frame is on screen: loaded earlier, its chunks' evaluation would delay that frame.
const search = window.location.search
const read = readWidgetUrl(search)
const config = read.ok ? read.value : {}
// The `locale` option or parameter, else the browser's language, from the first frame.
const locale = embedLocale(config.locale, navigator.languages)
const widget = afterFirstPaint().then(async () => {
  // The form's own code too, rather than when the widget asks for it.
  void import('../features/swap/SwapPanel').catch(() => {})
  // The language's whole catalogue with the host's wording on top, beside the widget's code.
  const [root] = await Promise.all([
    import('./EmbedRoot'),
    import('../i18n/activateLocale').then((i18n) =>
      i18n.activateLocale(locale, i18n.messageOverrides(config.messages)),
    ),
  ])
  return root
})

const look = firstLookOf(config, BUILD_DEFAULT_NETWORK)
const draft = createAmountDraft(look.amount)

function EmbedBoot() {
  const loaded = useLoaded(widget)
  const Root = loaded.value?.default
  // Before the first paint, so a dark widget never flashes light; the widget applies its checked theme after.
  useLayoutEffect(() => (Root ? undefined : applyTheme(look.theme)), [Root])
  if (Root) return <Root channel={channel} />
  if (!loaded.error) return <EmbedFirstPaint look={look} />
  return (
    <div className="p-2">
      <EmbedErrorScreen
        title={t({ id: 'app.boot.embedFailed', message: 'Ferry could not load' })}
        problems={[loaded.error instanceof Error ? loaded.error.message : String(loaded.error)]}
        onRetry={() => window.location.reload()}
      />
    </div>
  )
}

const container = document.getElementById('root')!
void startFirstPaint(locale).then(() => {
  // What was typed into the HTML's form, read in the task that renders over it (in one go, so no key is lost between).
  const typed = takeFirstPaint(container)
  if (typed) draft.set(draftFromFirstPaint(typed, look.amount))
  // A cold link's price that arrives from now on shows in the skeleton rather than waiting for the widget's form.
  followEarlyPrice(draft)
  const root = createRoot(container)
  flushSync(() =>
    root.render(
      <StrictMode>
        <AmountDraftContext value={draft}>
          <EmbedBoot />
        </AmountDraftContext>
      </StrictMode>,
    ),
  )
})
