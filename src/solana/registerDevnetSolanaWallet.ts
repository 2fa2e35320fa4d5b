import * as z from 'zod/mini'
import { fetchJson } from '../api/fetchJson'
import { registerKeypairWallet } from './registerKeypairWallet'

/** The Devnet Solana wallet's name: the header lists it, and a reload reconnects it by this name. */
// not a message: the wallet's own name
export const DEVNET_SOLANA_WALLET_NAME = 'Devnet Solana wallet'

// Wallet Standard takes an icon as a base64 data URL only.
const ICON = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#0f766e"/><path d="M7 9h12l2-2H9zM7 15h12l2-2H9zM7 21h12l2-2H9z" fill="white"/></svg>',
)}`

// The manifest's Solana part, read here until the shared manifest schema carries it (part "svmchain" adds
// `solana` to `devnetManifestSchema`, optional; that schema drops fields it does not know, so this reads its own).
const manifestSolanaSchema = z.looseObject({
  solana: z.optional(
    z.looseObject({
      rpcUrl: z.string(),
      accounts: z.array(z.looseObject({ address: z.string(), secretKey: z.string() })),
    }),
  ),
})

const registered = new Map<string, Promise<void>>()

/**
 * On the local network: registers the "Devnet Solana wallet", a Wallet
 * Standard wallet signing with the manifest's first Solana test keypair, as
 * the Devnet wallet does for EVM. Once per devnet; a devnet without a Solana
 * chain registers nothing.
 */
export function registerDevnetSolanaWallet(args: { serviceUrl: string }): Promise<void> {
  let once = registered.get(args.serviceUrl)
  if (!once) {
    once = fetchJson({ baseUrl: args.serviceUrl, path: '/devnet/manifest', schema: manifestSolanaSchema }).then(
      ({ solana }) => {
        const account = solana?.accounts[0]
        if (!solana || !account) return
        registerKeypairWallet({
          name: DEVNET_SOLANA_WALLET_NAME,
          icon: ICON,
          secretKey: account.secretKey,
          rpcUrl: solana.rpcUrl,
        })
      },
    )
    // A devnet that was down is asked again next time.
    once.catch(() => registered.delete(args.serviceUrl))
    registered.set(args.serviceUrl, once)
  }
  return once
}
