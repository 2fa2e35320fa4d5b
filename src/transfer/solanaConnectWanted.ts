import { createStore, type Store } from '../lib/createStore'

/**
 * A form asked for a Solana wallet ("Connect a Solana wallet", on a Solana origin): true until the Solana wallet
 * chooser has answered it. A kept intent, like the EVM button's (`app/connectIntent.ts`): the form sets it at once,
 * whether or not the Solana wallet side has loaded, and the chooser opens when it can.
 *
 * TODO(svmwallet): the header's Solana chooser (src/solana/) subscribes to this store, opens when it is true, and sets
 * it back to false once it has been seen open or an account connected.
 */
export const solanaConnectWanted: Store<boolean> = createStore(false)
