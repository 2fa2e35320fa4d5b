import { type Address, getAddress, type Hex, hashTypedData, type TypedDataDefinition } from 'viem'

/** The EIP-712 type the fee wallet signs to claim. */
export const APP_FEE_CLAIM_TYPES = {
  AppFeeClaim: [
    { name: 'wallet', type: 'address' },
    { name: 'recipient', type: 'address' },
    { name: 'currency', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'claimId', type: 'bytes32' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

/** The domain's name and version: the devnet's own (the public service's claim typed data is not published). */
const DOMAIN = { name: 'Ferry Devnet App Fees', version: '1' } as const

/**
 * A claim as the fee wallet signs it and posts it back: which balance (the
 * currency on `chainId`), how much, to whom, a fresh id (one signature claims
 * once) and a deadline (unix seconds, wall clock). The post's body carries
 * these fields; the service rebuilds the typed data from them, so a body
 * changed after signing no longer recovers to the wallet.
 */
export interface AppFeeClaimOrder {
  claimId: Hex
  wallet: Address
  recipient: Address
  chainId: number
  currency: Address
  amount: bigint
  deadline: bigint
}

/** The order's EIP-712 data for viem (sign or recover); its domain is the claim's chain and depository. */
export function claimTypedData(
  order: AppFeeClaimOrder,
  depository: Address,
): TypedDataDefinition<typeof APP_FEE_CLAIM_TYPES, 'AppFeeClaim'> {
  return {
    domain: { ...DOMAIN, chainId: order.chainId, verifyingContract: depository },
    types: APP_FEE_CLAIM_TYPES,
    primaryType: 'AppFeeClaim',
    message: {
      wallet: order.wallet,
      recipient: order.recipient,
      currency: order.currency,
      amount: order.amount,
      claimId: order.claimId,
      deadline: order.deadline,
    },
  }
}

/**
 * What the fee wallet signs, as the public claim step asks: an `eip191`
 * signature over this 32-byte hash (the order's EIP-712 hash), signed as its
 * raw bytes, as the official client signs a hex message.
 */
export function claimMessage(order: AppFeeClaimOrder, depository: Address): Hex {
  return hashTypedData(claimTypedData(order, depository))
}

/**
 * The order as the post's body (numbers as decimal strings). The claim's id
 * travels as `id`: the public post's body is not described, so Ferry may not
 * count on finding a `claimId` there; it follows the claim in the listing.
 */
export function claimOrderToJson(order: AppFeeClaimOrder): Record<string, string | number> {
  const { claimId, ...rest } = order
  return { id: claimId, ...rest, amount: order.amount.toString(), deadline: order.deadline.toString() }
}

/** The post's body read back (already checked for shape by the route's schema). */
export function claimOrderFromJson(json: {
  id: string
  wallet: string
  recipient: string
  chainId: number
  currency: string
  amount: string
  deadline: string
}): AppFeeClaimOrder {
  return {
    claimId: json.id.toLowerCase() as Hex,
    wallet: getAddress(json.wallet),
    recipient: getAddress(json.recipient),
    chainId: json.chainId,
    currency: getAddress(json.currency),
    amount: BigInt(json.amount),
    deadline: BigInt(json.deadline),
  }
}
