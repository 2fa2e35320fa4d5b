import { parseSearch, readPageSearch, requestIdOfPath } from '../app/pageSearch'
import { initialNetwork } from '../app/selectNetwork'
import { demoLocale } from '../i18n/chooseLocale'
import { earlyApiUrl, startEarlyPrice } from './earlyPrice'
import { runFirstPaintScript, showVariant } from './startHandoff'

/**
 * index.html's inline script (bundled on its own by scripts/prerenderPlugin.ts), run by the parser right after
 * the prerendered page, before the first frame: the page the address bar names (the transfer page with the form,
 * or another page's line), the network remembered, the language, the link's amount; a link with a route and an amount
 * asks its price right away (earlyPrice.ts). A request's own page is left to the first load.
 */
runFirstPaintScript((root) => {
  const query = parseSearch(window.location.search)
  const search = readPageSearch(query)
  let storage: Storage | undefined
  try {
    storage = window.localStorage
  } catch {
    // Storage refused (a privacy mode): the defaults decide.
  }
  if (requestIdOfPath(window.location.pathname)) root.replaceChildren()
  else {
    showVariant(root, search.view !== 'transfer' ? 'other' : search.pay === 'address' ? 'address' : undefined)
    const network = root.querySelector<HTMLSelectElement>('select[name="network"]')
    const networkId = initialNetwork(search.network, storage)
    if (network) network.value = networkId
    const pay = root.querySelector<HTMLInputElement>('input[name="pay"]')
    const amount = query.amount ?? ''
    if (
      pay &&
      search.view === 'transfer' &&
      !search.pay &&
      startEarlyPrice(root, earlyApiUrl(networkId), query, amount)
    )
      pay.value = amount
  }
  return { locale: demoLocale(storage, navigator.languages) }
})
