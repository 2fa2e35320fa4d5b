import { i18n, type Messages } from '@lingui/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { type ConnectIntent, NO_INTENT } from '../app/connectIntent'
import { type DemoBoot, DemoFirstPaint } from '../app/DemoSkeleton'
import { EmbedFirstPaint } from '../app/EmbedFirstPaint'
import { firstLookOf } from '../app/embedFirstLook'
import { parseSearch, readPageSearch } from '../app/pageSearch'
import type { AmountDraft } from '../features/swap/SwapPanelSkeleton'
import { createStore } from '../lib/createStore'

/** The form's variants the embed's HTML carries: bridge (also swap), send (a recipient row), wrap (also unwrap: one chain). */
export const EMBED_VARIANTS = ['bridge', 'send', 'wrap'] as const
export type EmbedVariant = (typeof EMBED_VARIANTS)[number]

/**
 * The embed's first paint as HTML, rendered at build time (scripts/prerenderPlugin.ts) from the components the
 * first load renders (EmbedFirstPaint), in English with `messages` (marked, src/prerender/messageMarks.ts). Every
 * part a configuration may hide is present (devnet notice, mode switch, exact output, settings, "Powered by
 * Ferry"); the page's inline script removes what the configuration leaves out.
 */
export function renderEmbedFirstPaint(messages: Record<string, unknown>): Record<EmbedVariant, string> {
  i18n.load('en', messages as Messages)
  i18n.activate('en')
  const render = (mode: EmbedVariant) => {
    const look = { ...firstLookOf({ mode }, 'local'), devnet: true }
    const draft = createStore<AmountDraft>({ payText: '', receiveText: '', edited: 'pay' })
    return renderToStaticMarkup(<EmbedFirstPaint look={look} draft={draft} />)
  }
  return { bridge: render('bridge'), send: render('send'), wrap: render('wrap') }
}

/** The demo page's variants: the transfer page (from a wallet, or through a deposit address), and any other page. */
export const DEMO_VARIANTS = ['wallet', 'address', 'other'] as const
export type DemoVariant = (typeof DEMO_VARIANTS)[number]

/** The demo page's first paint as HTML (DemoFirstPaint), as `renderEmbedFirstPaint` does for the embed. */
export function renderDemoFirstPaint(messages: Record<string, unknown>): Record<DemoVariant, string> {
  i18n.load('en', messages as Messages)
  i18n.activate('en')
  const render = (query: string) => {
    const boot: DemoBoot = {
      draft: createStore<AmountDraft>({ payText: '', receiveText: '', edited: 'pay' }),
      connectIntent: createStore<ConnectIntent>(NO_INTENT),
      locale: 'en',
    }
    // A network in the query: the first paint does not look for the one remembered (the inline script does).
    return renderToStaticMarkup(
      <DemoFirstPaint boot={boot} search={readPageSearch(parseSearch(`${query}&network=local`))} />,
    )
  }
  return { wallet: render('?view=transfer'), address: render('?pay=address'), other: render('?view=activity') }
}
