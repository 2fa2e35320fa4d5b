import type { AmountDraft } from '../features/swap/amountDraft'
import type { Store } from '../lib/createStore'
import { type EarlyPrice, receivedText, symbolsOf } from './earlyPrice'

/**
 * The early price (earlyPrice.ts) for the first load's skeleton: when its answer arrives after React has taken the
 * HTML's form over (the HTML's script can no longer show it), it goes into the skeleton's "You receive", with the
 * tokens' symbols, while "You pay" still says what was asked and nothing was typed in "You receive". The app's form then takes over with the same
 * answer (src/api/seedEarlyPrice.ts). Call it once the draft holds what the HTML handed over.
 */
export function followEarlyPrice(draft: Store<AmountDraft>, win: { __ferryEarlyPrice?: EarlyPrice } = window): void {
  const early = win.__ferryEarlyPrice
  if (!early) return
  early.answer.then(
    (body) => {
      const now = draft.get()
      if (now.edited !== 'pay' || now.payText !== early.payText || now.receiveText) return
      const receiveText = receivedText(body)
      if (receiveText) draft.set({ ...now, receiveText, symbols: symbolsOf(body) })
    },
    () => {},
  )
}
