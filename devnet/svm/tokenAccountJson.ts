import type { Address, ReadonlyUint8Array } from '@solana/kit'
import { getMintDecoder, getTokenDecoder, type Mint, TOKEN_PROGRAM_ADDRESS, type Token } from '@solana-program/token'

/** Data lengths of SPL Token accounts: what tells a token account from a mint among the program's accounts. */
export const TOKEN_ACCOUNT_SIZE = 165
export const MINT_SIZE = 82

/** An account as litesvm gives it (only the fields read here). */
export interface RawAccount {
  programAddress: Address
  data: ReadonlyUint8Array
}

/** The token account in `account`, or undefined when it is not one (SPL Token only). */
export function decodeTokenAccount(account: RawAccount | undefined): Token | undefined {
  if (account?.programAddress !== TOKEN_PROGRAM_ADDRESS || account.data.length !== TOKEN_ACCOUNT_SIZE) return undefined
  return getTokenDecoder().decode(account.data)
}

/** The mint in `account`, or undefined when it is not one. */
export function decodeMint(account: RawAccount | undefined): Mint | undefined {
  if (account?.programAddress !== TOKEN_PROGRAM_ADDRESS || account.data.length !== MINT_SIZE) return undefined
  return getMintDecoder().decode(account.data)
}

/** `uiTokenAmount` / `tokenAmount` as the RPC gives it. */
export function uiTokenAmount(amount: bigint, decimals: number): Record<string, unknown> {
  const whole = amount / 10n ** BigInt(decimals)
  const fraction = (amount % 10n ** BigInt(decimals)).toString().padStart(decimals, '0').replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole.toString()
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

const optional = (value: { __option: 'Some'; value: Address } | { __option: 'None' }) =>
  value.__option === 'Some' ? value.value : null

/** The `jsonParsed` data of an SPL Token account or mint (`{ program: 'spl-token', parsed, space }`), or undefined. */
export function parsedTokenData(account: RawAccount, decimalsOf: (mint: Address) => number): unknown {
  const token = decodeTokenAccount(account)
  if (token) {
    const info = {
      isNative: token.isNative.__option === 'Some',
      mint: token.mint,
      owner: token.owner,
      state: ['uninitialized', 'initialized', 'frozen'][token.state] ?? 'initialized',
      tokenAmount: uiTokenAmount(token.amount, decimalsOf(token.mint)),
      ...(token.delegate.__option === 'Some'
        ? {
            delegate: token.delegate.value,
            delegatedAmount: uiTokenAmount(token.delegatedAmount, decimalsOf(token.mint)),
          }
        : {}),
      ...(token.closeAuthority.__option === 'Some' ? { closeAuthority: token.closeAuthority.value } : {}),
    }
    return { program: 'spl-token', parsed: { info, type: 'account' }, space: TOKEN_ACCOUNT_SIZE }
  }
  const mint = decodeMint(account)
  if (!mint) return undefined
  const info = {
    decimals: mint.decimals,
    freezeAuthority: optional(mint.freezeAuthority),
    isInitialized: mint.isInitialized,
    mintAuthority: optional(mint.mintAuthority),
    supply: mint.supply.toString(),
  }
  return { program: 'spl-token', parsed: { info, type: 'mint' }, space: MINT_SIZE }
}
