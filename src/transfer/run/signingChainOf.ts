import type { SignPayload } from '../../api/schemas/quote'

/** The chain an EIP-712 domain names, which wallets require to be the active one; none for EIP-191. */
export function signingChainOf(payload: SignPayload): number | undefined {
  if (payload.signatureKind !== 'eip712') return undefined
  const chainId = payload.domain.chainId
  if (typeof chainId === 'number' && Number.isSafeInteger(chainId)) return chainId
  if (typeof chainId === 'string' && /^\d+$/.test(chainId)) return Number(chainId)
  return undefined
}
