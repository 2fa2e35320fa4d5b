import { createHash } from 'node:crypto'
import {
  createKeyPairSignerFromPrivateKeyBytes,
  getAddressEncoder,
  getBase58Decoder,
  type KeyPairSigner,
} from '@solana/kit'
import { testAccounts } from '../chains/testAccounts'

/** One deterministic Solana keypair: its signer, and the 64-byte secret key wallets import (seed then public key, base58). */
export interface SvmKeypair {
  signer: KeyPairSigner
  address: string
  secretKey: string
}

/** The local Solana chain's actors, the same on every start (like anvil's well-known accounts). */
export interface SvmKeys {
  /** Mints USDC (genesis and the faucet). */
  mintAuthority: SvmKeypair
  /** The USDC mint's own address. */
  usdcMint: SvmKeypair
  /** Receives deposits, pays fills and refunds. */
  solver: SvmKeypair
  /** Pays airdrops (`requestAirdrop`, the admin faucet): holds the SOL no one else does. */
  faucet: SvmKeypair
  /** Funded test accounts, as many as the EVM `testAccounts`. */
  accounts: SvmKeypair[]
}

/** Seeds are sha256 of these labels: public knowledge on purpose, like anvil's mnemonic. */
const SEED_PREFIX = 'ferry-devnet/solana/'

/** Derives every key from its fixed label. */
export async function deriveSvmKeys(): Promise<SvmKeys> {
  const [mintAuthority, usdcMint, solver, faucet, ...accounts] = await Promise.all(
    ['mint-authority', 'usdc-mint', 'solver', 'faucet', ...testAccounts.map((_, i) => `account-${i}`)].map(
      svmKeypairOf,
    ),
  )
  return { mintAuthority: mintAuthority!, usdcMint: usdcMint!, solver: solver!, faucet: faucet!, accounts }
}

/** The keypair of one label under the devnet's seed prefix: the same on every start, so a restart can still sign for it. */
export async function svmKeypairOf(label: string): Promise<SvmKeypair> {
  const seed = new Uint8Array(createHash('sha256').update(`${SEED_PREFIX}${label}`).digest())
  const signer = await createKeyPairSignerFromPrivateKeyBytes(seed)
  const secret = new Uint8Array(64)
  secret.set(seed)
  secret.set(getAddressEncoder().encode(signer.address), 32)
  return { signer, address: signer.address, secretKey: getBase58Decoder().decode(secret) }
}
