/** Where the name of the last Solana wallet connected is kept, so a reload reconnects it (without asking). */
const STORAGE_KEY = 'ferry.solana.wallet'

/**
 * The Solana wallet this device connected last, by name (Wallet Standard
 * wallets have no other stable id). Library-free: the header reads it to
 * decide whether to load the Solana wallet code at all on a reload.
 */
export const rememberedSolanaWallet = {
  get(storage: Storage = window.localStorage): string | undefined {
    try {
      return storage.getItem(STORAGE_KEY) ?? undefined
    } catch {
      // Storage refused (a sandboxed frame, say): nothing is remembered.
      return undefined
    }
  },
  set(name: string | undefined, storage: Storage = window.localStorage): void {
    try {
      if (name) storage.setItem(STORAGE_KEY, name)
      else storage.removeItem(STORAGE_KEY)
    } catch {
      // Not remembered: the person connects again after a reload.
    }
  },
}
