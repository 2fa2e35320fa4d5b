import { zeroAddress } from 'viem'
import { addressKey } from '../lib/addressKey'

/** A currency Ferry can offer on one chain. */
export type Token = {
  chainId: number
  /** 0x hex on an EVM chain, base58 on Solana (never lower-cased: base58 is case-sensitive). */
  address: string
  symbol: string
  name: string
  decimals: number
  /** The service's logo for it; pickers fall back to its symbol's initials. */
  logoURI?: string
  /** False for a token the service lists as unverified: quoting it needs a confirmation. */
  verified?: boolean
  /** The service can take it by signature (a permit): a deposit with no transaction and no gas of one's own. */
  supportsPermit?: boolean
}

/** The service's address for SOL on Solana (the System Program's): the native currency of an `svm` chain. */
export const SOL_ADDRESS = '11111111111111111111111111111111'

export function isNativeToken(token: Pick<Token, 'address'>): boolean {
  // The service's address for a chain's native currency.
  return token.address === SOL_ADDRESS || token.address.toLowerCase() === zeroAddress
}

/** The identity of a token across chains: `chainId:address`, an EVM address in lower case (`addressKey`). */
export const tokenKey = (token: { chainId: number; address: string }): string =>
  `${token.chainId}:${addressKey(token.address)}`

/** The token of a chain with this address (EVM addresses compared case-insensitively, base58 exactly). */
export function findToken(tokens: readonly Token[], chainId: number, address: string): Token | undefined {
  const key = addressKey(address)
  return tokens.find((t) => t.chainId === chainId && addressKey(t.address) === key)
}
