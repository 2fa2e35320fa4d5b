import { t } from '@lingui/core/macro'
import { readRecipientInput } from '../../transfer/recipient/readRecipientInput'

/** Whom a claim pays: the fee wallet itself, or an address typed for the claim's chain (EVM; names do not resolve here). */
export type ClaimRecipient = { ok: true; address: string } | { ok: false; message: string }

export function readClaimRecipient(args: {
  toSelf: boolean
  self: string
  text: string
  chainName: string
}): ClaimRecipient {
  if (args.toSelf) return { ok: true, address: args.self }
  const read = readRecipientInput({ text: args.text, vmType: 'evm', chainName: args.chainName, names: 'unavailable' })
  if (read.kind === 'address') return { ok: true, address: read.address }
  if (read.kind === 'invalid') return { ok: false, message: read.message }
  return {
    ok: false,
    message: t({ id: 'earnings.claimRecipient.empty', message: 'Enter the address to pay the claim to' }),
  }
}
