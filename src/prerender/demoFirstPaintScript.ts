import { parseSearch, readPageSearch, requestIdOfPath } from '../app/pageSearch'
import { initialNetwork } from '../app/selectNetwork'
import { demoLocale } from '../i18n/chooseLocale'
import { runFirstPaintScript, showVariant } from './startHandoff'

/**
 * index.html's inline script (bundled on its own by scripts/prerenderPlugin.ts), run by the parser right after
 * the prerendered page, before the first frame: the page the address bar names (the transfer page with the form,
 * or another page's line), the network remembered, the language. A request's own page is left to the first load.
 */
runFirstPaintScript((root) => {
  const search = readPageSearch(parseSearch(window.location.search))
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
    if (network) network.value = initialNetwork(search.network, storage)
  }
  return { locale: demoLocale(storage, navigator.languages) }
})
