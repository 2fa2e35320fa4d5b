import { createStore, type Store } from '../lib/createStore'

/** The connected Solana account: its base58 address and the Wallet Standard wallet that holds it. */
export type SolanaAccount = { address: string; walletName: string } | undefined

/**
 * The one connected Solana account. Its own module with no Solana library in
 * it, so the form can read who is connected without loading the Solana chunk;
 * the Solana wallet side (connect, disconnect, reconnect on reload) writes it.
 */
export const solanaAccount: Store<SolanaAccount> = createStore<SolanaAccount>(undefined)
