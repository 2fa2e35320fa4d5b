import { i18n, type Messages } from '@lingui/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { type ConnectIntent, NO_INTENT } from '../app/connectIntent'
import { type DemoBoot, DemoFirstPaint } from '../app/DemoSkeleton'
import { EmbedFirstPaint } from '../app/EmbedFirstPaint'
import { firstLookOf } from '../app/embedFirstLook'
import { parseSearch, readPageSearch } from '../app/pageSearch'
import { AmountDraftContext } from '../features/swap/AmountDraftContext'
import { createAmountDraft } from '../features/swap/amountDraft'
import { createStore } from '../lib/createStore'

/**
 * Both pages' first paints as HTML, rendered at build time (scripts/prerenderPlugin.ts) from the components the
 * first loads render, in English with `messages` (marked, src/prerender/messageMarks.ts); each page's first variant
 * is the one its HTML shows, the others go in as templates its inline script picks from.
 * - The embed (EmbedFirstPaint): bridge (also swap), send (a recipient row), wrap (also unwrap: one chain). Every
 *   part a configuration may hide is present (devnet notice, mode switch, exact output, settings, "Powered by
 *   Ferry"); the inline script removes what the configuration leaves out.
 * - The demo page (DemoFirstPaint): the transfer page from a wallet, through a deposit address, and any other page.
 */
export function renderFirstPaints(messages: Record<string, unknown>) {
  i18n.load('en', messages as Messages)
  i18n.activate('en')
  const embed = (mode: 'bridge' | 'send' | 'wrap') => {
    const look = { ...firstLookOf({ mode }, 'local'), devnet: true }
    return renderToStaticMarkup(
      <AmountDraftContext value={createAmountDraft()}>
        <EmbedFirstPaint look={look} />
      </AmountDraftContext>,
    )
  }
  const demo = (query: string) => {
    const boot: DemoBoot = {
      draft: createAmountDraft(),
      connectIntent: createStore<ConnectIntent>(NO_INTENT),
      locale: 'en',
    }
    // A network in the query: the first paint does not look for the one remembered (the inline script does).
    return renderToStaticMarkup(
      <AmountDraftContext value={boot.draft}>
        <DemoFirstPaint boot={boot} search={readPageSearch(parseSearch(`${query}&network=local`))} />
      </AmountDraftContext>,
    )
  }
  return {
    embed: { bridge: embed('bridge'), send: embed('send'), wrap: embed('wrap') },
    demo: { wallet: demo('?view=transfer'), address: demo('?pay=address'), other: demo('?view=activity') },
  }
}
