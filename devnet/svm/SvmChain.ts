import type { KeyPairSigner } from '@solana/kit'
import type { SvmNodeProcess } from './process/SvmNodeProcess'
import type { SvmKeypair } from './svmKeys'

/**
 * The devnet's local Solana chain, as the service and the solver see it (issue #25). The chain itself is the real SVM
 * (`litesvm`, in a process of its own) behind a Solana JSON-RPC endpoint (`rpcUrl`) that wallets, the widget and the
 * solver all use; nothing here bypasses that endpoint to move money.
 *
 * Addresses, mints and signatures are base58 strings, case-sensitive: never lowercase them.
 */
export interface SvmChain {
  /** The public service's Solana chain id, on the devnet too: the widget's Solana paths are the same on every network. */
  id: number
  name: string
  slug: string
  /** Solana JSON-RPC over HTTP POST (the methods `@solana/kit` and wallets use). */
  rpcUrl: string
  /** The SPL USDC mint (6 decimals), at the same address across restarts. */
  usdcMint: string
  /** The solver's account: where deposits go, and the payer of fills and refunds. */
  solverAddress: string
  /** Signs the solver's fills and refunds (its key never leaves the devnet process). */
  solverSigner: KeyPairSigner
  currencies: SvmCurrency[]
  /** The funded test keypairs (the manifest's `solana.accounts`). */
  accounts: SvmKeypair[]
  /**
   * The chain behind `rpcUrl`, in its own process (restarted from its snapshot when it dies): the RPC, the faucet
   * (`POST /devnet/faucet`) and the admin paths (the down switch) go through it.
   */
  node: SvmNodeProcess
}

/** SOL (the native currency, listed at the System Program's address as the public service does) or an SPL token. */
export interface SvmCurrency {
  key: 'sol' | 'usdc'
  chainId: number
  /** `11111111111111111111111111111111` for SOL; the mint for an SPL token. */
  address: string
  symbol: string
  name: string
  decimals: number
  isNative: boolean
  verified: boolean
}

/** The public service's chain id for Solana (`GET /chains`), used by the devnet's local Solana chain as well. */
export const SOLANA_CHAIN_ID = 792703809
/** SOL's currency address in the public catalogue: the System Program. */
export const SOL_ADDRESS = '11111111111111111111111111111111'
