import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Link } from '@tanstack/react-router'
import type { NetworkId } from '../config/networkIds'
import { VIEWS, type View } from './pageSearch'

const PAGE_NAMES: Record<View, MessageDescriptor> = {
  transfer: msg({ id: 'app.nav.transfer', message: 'Transfer' }),
  calls: msg({ id: 'app.nav.calls', message: 'Calls' }),
  activity: msg({ id: 'app.nav.activity', message: 'Activity' }),
  embed: msg({ id: 'app.nav.embed', message: 'Embed' }),
  earnings: msg({ id: 'app.nav.earnings', message: 'Earnings' }),
}

/** The site's pages, as links (a new tab, a copied address) that keep the network; `view` is the current one, if any. */
export function PageLinks(props: { view: View | undefined; networkId: NetworkId }) {
  return (
    <nav
      aria-label={t({ id: 'app.nav.label', message: 'Pages' })}
      className="flex w-full justify-between gap-0.5 text-sm sm:w-auto sm:justify-start sm:gap-1"
    >
      {VIEWS.map((v) => (
        <Link
          key={v}
          to="/"
          search={{ view: v, network: props.networkId }}
          // The current page's link is current whatever else the address holds (filters, or no network at all);
          // the others compare their search, which names another page.
          activeOptions={{ includeSearch: v !== props.view }}
          className={`rounded-lg px-1.5 py-1 sm:px-2 ${props.view === v ? 'bg-white font-semibold text-teal-800 shadow-sm' : 'text-slate-600 hover:bg-white/60'}`}
        >
          {i18n._(PAGE_NAMES[v])}
        </Link>
      ))}
    </nav>
  )
}
