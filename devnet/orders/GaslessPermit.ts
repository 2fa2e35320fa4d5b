import { type Address, getAddress, type Hex, type TypedDataDefinition } from 'viem'

/** The EIP-3009 type the person signs: only the payee (the depository) may redeem it. */
export const RECEIVE_WITH_AUTHORIZATION_TYPES = {
  ReceiveWithAuthorization: [
    { name: 'from', type: 'address' },
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'validAfter', type: 'uint256' },
    { name: 'validBefore', type: 'uint256' },
    { name: 'nonce', type: 'bytes32' },
  ],
} as const

/**
 * A gasless deposit by signature (`usePermit`): the EIP-3009
 * ReceiveWithAuthorization a quote asks the person to sign, from them to the
 * origin depository, for the quoted input, with the request id as nonce (so
 * one signature pays one request once). Stored with the request at quote
 * time (`requests.permit`); the signature is added when it is posted to
 * `POST /execute/permits`, and the solver then submits the deposit.
 */
export interface GaslessPermit {
  kind: 'eip3009'
  /** What the post's body says (`api`): `swap` for a swap, `bridge` for everything else. */
  api: 'bridge' | 'swap'
  chainId: number
  token: Address
  domain: { name: string; version: string; chainId: number; verifyingContract: Address }
  from: Address
  to: Address
  value: bigint
  validAfter: bigint
  /** Unix seconds (origin chain time): the authorization is refused on chain from then on. */
  validBefore: bigint
  nonce: Hex
  signature: Hex | null
}

/** The EIP-712 data of the permit, as the quote's signature step carries it (numbers as decimal strings) and viem signs or recovers it. */
export function permitTypedData(permit: GaslessPermit) {
  return {
    domain: permit.domain,
    types: RECEIVE_WITH_AUTHORIZATION_TYPES,
    primaryType: 'ReceiveWithAuthorization',
    message: {
      from: permit.from,
      to: permit.to,
      value: permit.value.toString(),
      validAfter: permit.validAfter.toString(),
      validBefore: permit.validBefore.toString(),
      nonce: permit.nonce,
    },
  } as const
}

/** The same data typed for viem's recover/sign (bigints). */
export function permitTypedDataForViem(
  permit: GaslessPermit,
): TypedDataDefinition<typeof RECEIVE_WITH_AUTHORIZATION_TYPES, 'ReceiveWithAuthorization'> {
  return {
    domain: permit.domain,
    types: RECEIVE_WITH_AUTHORIZATION_TYPES,
    primaryType: 'ReceiveWithAuthorization',
    message: {
      from: permit.from,
      to: permit.to,
      value: permit.value,
      validAfter: permit.validAfter,
      validBefore: permit.validBefore,
      nonce: permit.nonce,
    },
  }
}

/** As stored (jsonb): bigints as decimal strings. */
export function permitToJson(permit: GaslessPermit): Record<string, unknown> {
  return {
    ...permit,
    value: permit.value.toString(),
    validAfter: permit.validAfter.toString(),
    validBefore: permit.validBefore.toString(),
  }
}

/** The stored permit of a request, or undefined for a request quoted without `usePermit`. */
export function permitFromJson(json: unknown): GaslessPermit | undefined {
  if (!json || typeof json !== 'object') return undefined
  const p = json as Record<string, unknown> & { domain: GaslessPermit['domain'] }
  return {
    kind: 'eip3009',
    api: p.api === 'swap' ? 'swap' : 'bridge',
    chainId: Number(p.chainId),
    token: getAddress(String(p.token)),
    domain: { ...p.domain, verifyingContract: getAddress(p.domain.verifyingContract) },
    from: getAddress(String(p.from)),
    to: getAddress(String(p.to)),
    value: BigInt(String(p.value)),
    validAfter: BigInt(String(p.validAfter)),
    validBefore: BigInt(String(p.validBefore)),
    nonce: String(p.nonce) as Hex,
    signature: typeof p.signature === 'string' ? (p.signature as Hex) : null,
  }
}
