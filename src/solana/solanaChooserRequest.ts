import { createStore, type Store } from '../lib/createStore'

/**
 * A request to open the header's Solana wallet chooser: `set(true)` from
 * anywhere (the first paint's button, a form asking for a Solana wallet), and
 * the header's Solana button opens it as soon as it can, then sets it back.
 * Library-free, like `solanaAccount`, so asking loads nothing.
 */
export const solanaChooserRequest: Store<boolean> = createStore(false)
