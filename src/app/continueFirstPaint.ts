import { isNetworkId } from '../config/networkIds'
import { draftFromFirstPaint } from '../features/swap/amountDraft'
import type { TakenFirstPaint } from '../prerender/firstPaintHandoff'
import { solanaChooserRequest } from '../solana/solanaChooserRequest'
import type { DemoBoot } from './DemoSkeleton'
import { parseSearch, readPageSearch, replaceSearchBeforeRouter } from './pageSearch'
import { initialNetwork, rememberNetwork } from './selectNetwork'

/**
 * What a person did on the demo page's prerendered HTML before its first load ran (src/prerender), carried into
 * the first load's own first paint: the amounts and the focus, the network chosen, the tab, and presses on
 * "Connect Wallet" and "Solana" (each kept as the first paint keeps its own).
 */
export function continueFirstPaint(
  taken: TakenFirstPaint | undefined,
  boot: Pick<DemoBoot, 'draft' | 'connectIntent'>,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
): void {
  if (!taken) return
  boot.draft.set(draftFromFirstPaint(taken, ''))
  const initial = initialNetwork(readPageSearch(parseSearch(window.location.search)).network, storage)
  if (isNetworkId(taken.network) && taken.network !== initial) {
    rememberNetwork(taken.network, storage)
    replaceSearchBeforeRouter({ network: taken.network })
  }
  for (const press of taken.pressed) {
    if (press === 'connect') boot.connectIntent.set({ wanted: true, seen: false })
    else if (press === 'solana') solanaChooserRequest.set(true)
    else if (press === 'pay:address' || press === 'pay:wallet')
      replaceSearchBeforeRouter({ pay: press === 'pay:address' ? 'address' : undefined })
  }
}
