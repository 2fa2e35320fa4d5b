import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Link } from '@tanstack/react-router'
import type { NetworkId } from '../config/networkIds'
import { VIEWS, type View } from './pageSearch'
import { PAGES } from './pages'

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
          {PAGES[v].name && i18n._(PAGES[v].name)}
        </Link>
      ))}
    </nav>
  )
}
