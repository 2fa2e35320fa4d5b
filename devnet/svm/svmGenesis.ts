import { type Address, lamports } from '@solana/kit'
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system'
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getTokenEncoder,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { LiteSVM } from 'litesvm'
import type { SvmKeys } from './svmKeys'
import { MINT_SIZE, TOKEN_ACCOUNT_SIZE } from './tokenAccountJson'

/** USDC's decimals on the local chain, as on Solana. */
export const SVM_USDC_DECIMALS = 6
const SOL = 10n ** 9n
const USDC = 10n ** BigInt(SVM_USDC_DECIMALS)
/** What each account holds at genesis (lamports and USDC's smallest unit). */
export const GENESIS_BALANCES = {
  solver: { lamports: 10_000n * SOL, usdc: 1_000_000n * USDC },
  testAccount: { lamports: 100n * SOL, usdc: 10_000n * USDC },
  /** Pays the mint's fees (the faucet's `MintTo`). */
  mintAuthority: { lamports: 1_000n * SOL },
  /** Every airdrop comes from here. */
  faucet: { lamports: 1_000_000_000n * SOL },
} as const

/** The associated token account of `owner` for `mint`. */
export async function associatedTokenAddress(owner: Address, mint: Address): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  return ata
}

/**
 * Writes the genesis accounts into a new litesvm: the USDC mint, the solver and the test accounts with their SOL and
 * their USDC associated token accounts, the mint authority and the faucet. Written directly, as a real chain's
 * genesis is, so the same keys always give the same state. The associated token addresses are found first (async).
 */
export async function svmGenesis(keys: SvmKeys): Promise<(svm: LiteSVM) => void> {
  const mint = keys.usdcMint.signer.address
  const holders = [
    { owner: keys.solver.signer.address, ...GENESIS_BALANCES.solver },
    ...keys.accounts.map((a) => ({ owner: a.signer.address, ...GENESIS_BALANCES.testAccount })),
  ]
  const atas = await Promise.all(holders.map((h) => associatedTokenAddress(h.owner, mint)))
  return (svm) => {
    const rent = (size: number) => svm.minimumBalanceForRentExemption(BigInt(size))
    const system = (address: Address, amount: bigint) =>
      svm.setAccount({
        address,
        lamports: lamports(amount),
        programAddress: SYSTEM_PROGRAM_ADDRESS,
        executable: false,
        data: new Uint8Array(),
        space: 0n,
      })
    const supply = holders.reduce((sum, h) => sum + h.usdc, 0n)
    svm.setAccount({
      address: mint,
      lamports: lamports(rent(MINT_SIZE)),
      programAddress: TOKEN_PROGRAM_ADDRESS,
      executable: false,
      space: BigInt(MINT_SIZE),
      data: new Uint8Array(
        getMintEncoder().encode({
          mintAuthority: keys.mintAuthority.signer.address,
          supply,
          decimals: SVM_USDC_DECIMALS,
          isInitialized: true,
          freezeAuthority: null,
        }),
      ),
    })
    system(keys.mintAuthority.signer.address, GENESIS_BALANCES.mintAuthority.lamports)
    system(keys.faucet.signer.address, GENESIS_BALANCES.faucet.lamports)
    holders.forEach((holder, i) => {
      system(holder.owner, holder.lamports)
      svm.setAccount({
        address: atas[i]!,
        lamports: lamports(rent(TOKEN_ACCOUNT_SIZE)),
        programAddress: TOKEN_PROGRAM_ADDRESS,
        executable: false,
        space: BigInt(TOKEN_ACCOUNT_SIZE),
        data: new Uint8Array(
          getTokenEncoder().encode({
            mint,
            owner: holder.owner,
            amount: holder.usdc,
            delegate: null,
            state: AccountState.Initialized,
            isNative: null,
            delegatedAmount: 0,
            closeAuthority: null,
          }),
        ),
      })
    })
  }
}
