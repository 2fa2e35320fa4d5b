import { ZERO_ADDRESS } from '../api/schemas/primitives'

/** A currency Ferry can offer on one chain. */
export type Token = {
  chainId: number
  address: `0x${string}`
  symbol: string
  name: string
  decimals: number
}

export function isNativeToken(token: Pick<Token, 'address'>): boolean {
  return token.address.toLowerCase() === ZERO_ADDRESS
}
