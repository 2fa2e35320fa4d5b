import type { Address } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { SvmLedger } from './SvmLedger'
import { decodeMint, decodeTokenAccount, uiTokenAmount } from './tokenAccountJson'

/** SOL and token balances of a transaction's accounts at one moment: `pre`/`postBalances`, `pre`/`postTokenBalances`. */
export interface AccountBalances {
  balances: bigint[]
  tokenBalances: Record<string, unknown>[]
}

/** Reads the balances of `keys` (in order) as `getTransaction`'s meta lists them. */
export function accountBalances(ledger: SvmLedger, keys: readonly Address[]): AccountBalances {
  const tokenBalances: Record<string, unknown>[] = []
  const balances = keys.map((key, accountIndex) => {
    const account = ledger.account(key)
    const token = decodeTokenAccount(account)
    if (token) {
      const decimals = decodeMint(ledger.account(token.mint))?.decimals ?? 0
      tokenBalances.push({
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: TOKEN_PROGRAM_ADDRESS,
        uiTokenAmount: uiTokenAmount(token.amount, decimals),
      })
    }
    return account?.lamports ?? 0n
  })
  return { balances, tokenBalances }
}
