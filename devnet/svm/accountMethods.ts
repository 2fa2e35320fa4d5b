import { type Address, type EncodedAccount, getBase58Decoder, getBase64Decoder } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { addressParam, configParam, invalidParams, withContext } from './rpcParams'
import type { SolanaNode } from './SolanaNode'
import { decodeMint, decodeTokenAccount, parsedTokenData, uiTokenAmount } from './tokenAccountJson'

/** What a rent-exempt account's `rentEpoch` is on Solana: u64::MAX. */
const RENT_EXEMPT_EPOCH = 2n ** 64n - 1n

/** The account methods: balances, account data (base58, base64, jsonParsed for SPL Token), token accounts. */
export function accountMethods(node: SolanaNode): Record<string, (params: unknown[]) => unknown> {
  const { ledger } = node
  const decimalsOf = (mint: Address) => decodeMint(ledger.account(mint))?.decimals ?? 0
  const accountJson = (account: EncodedAccount | undefined, encoding: unknown) => {
    if (!account) return null
    let data: unknown
    if (encoding === 'jsonParsed') data = parsedTokenData(account, decimalsOf)
    if (data === undefined && (encoding === 'base64' || encoding === 'jsonParsed'))
      data = [getBase64Decoder().decode(account.data), 'base64']
    if (encoding === undefined || encoding === 'base58') data = [getBase58Decoder().decode(account.data), 'base58']
    if (data === undefined) throw invalidParams(`unsupported encoding: ${String(encoding)}`)
    return {
      data,
      executable: account.executable,
      lamports: account.lamports,
      owner: account.programAddress,
      rentEpoch: RENT_EXEMPT_EPOCH,
      space: BigInt(account.data.length),
    }
  }
  return {
    getBalance: (params) => withContext(node, ledger.account(addressParam(params, 0))?.lamports ?? 0n),
    getAccountInfo: (params) =>
      withContext(node, accountJson(ledger.account(addressParam(params, 0)), configParam(params, 1).encoding)),
    getMultipleAccounts: (params) => {
      const addresses = params[0]
      if (!Array.isArray(addresses)) throw invalidParams('expected an array of addresses')
      const { encoding } = configParam(params, 1)
      return withContext(
        node,
        addresses.map((_, i) => accountJson(ledger.account(addressParam(addresses, i)), encoding)),
      )
    },
    getTokenAccountsByOwner: (params) => {
      const owner = addressParam(params, 0)
      const filter = configParam(params, 1)
      const { encoding } = configParam(params, 2)
      if (filter.mint === undefined && filter.programId === undefined)
        throw invalidParams('expected a mint or a programId filter')
      const mint = filter.mint === undefined ? undefined : addressParam([filter.mint], 0)
      // Only SPL Token runs here: Token-2022 (or any other program) owns no token account.
      if (filter.programId !== undefined && addressParam([filter.programId], 0) !== TOKEN_PROGRAM_ADDRESS)
        return withContext(node, [])
      const found = ledger.programAccounts(TOKEN_PROGRAM_ADDRESS).filter((account) => {
        const token = decodeTokenAccount(account)
        return token !== undefined && token.owner === owner && (mint === undefined || token.mint === mint)
      })
      return withContext(
        node,
        found.map((account) => ({ pubkey: account.address, account: accountJson(account, encoding) })),
      )
    },
    getTokenAccountBalance: (params) => {
      const token = decodeTokenAccount(ledger.account(addressParam(params, 0)))
      if (!token) throw invalidParams('not a Token account')
      return withContext(node, uiTokenAmount(token.amount, decimalsOf(token.mint)))
    },
    getMinimumBalanceForRentExemption: (params) => {
      const size = params[0]
      // A length JSON gives as a number JS holds exactly: 2^64 (say) would reach the SVM as a u64 it cannot take.
      if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0)
        throw invalidParams('expected a data length')
      return ledger.minimumBalanceForRentExemption(size)
    },
  }
}
