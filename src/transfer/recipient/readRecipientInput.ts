import { t } from '@lingui/core/macro'
import { checkAddress } from '../../lib/addresses'
import { isSolanaAddress } from '../../lib/isSolanaAddress'
import { isUnspendableAddress } from '../../lib/unspendableAddresses'

/** What was typed as the recipient, read for the destination chain. */
export type RecipientInput =
  | { kind: 'empty' }
  /** Checksummed 0x hex on an EVM chain, a base58 public key (exactly as typed) on Solana. */
  | { kind: 'address'; address: string }
  /** A name to resolve (ENS), on a network where names resolve. */
  | { kind: 'name'; name: string }
  | { kind: 'invalid'; message: string }

/** Whether names typed as recipients resolve on this network (`ensSupport`). */
export type NameSupport = 'resolve' | 'unavailable'

/** Said where no name service answers (the devnet). */
export const namesUnavailableText = () =>
  t({
    id: 'transfer.recipient.namesUnavailable',
    message: 'Names are not available here: paste the 0x address instead.',
  })

// One or more labels and a top-level label: `vitalik.eth`, `pay.base.eth`, labels in any script.
const NAME_PATTERN = /^[^\s.]+(\.[^\s.]+)*\.[^\s.]{2,}$/u
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const BITCOIN_ADDRESS = /^(bc1|tb1)[0-9a-z]{11,71}$/i
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * Reads the recipient field for the destination chain: an address that chain's VM can receive at, a name to
 * resolve (ENS: EVM chains only), or why not (an address of another VM is refused with the reason, before any
 * format message).
 */
export function readRecipientInput(args: {
  text: string
  /** The destination chain's VM, as the catalogue names it (`evm`, `svm`, `bvm`, ...). */
  vmType: string
  chainName: string
  names: NameSupport
}): RecipientInput {
  const read = readTypedRecipient(args)
  if (read.kind !== 'address' || !isUnspendableAddress(read.address)) return read
  return {
    kind: 'invalid',
    message: t({
      id: 'transfer.recipient.unspendable',
      message: 'Nobody can spend from this address (a zero or burn address): whatever is sent there is lost.',
    }),
  }
}

function readTypedRecipient(args: {
  text: string
  /** The destination chain's VM, as the catalogue names it (`evm`, `svm`, `bvm`, ...). */
  vmType: string
  chainName: string
  names: NameSupport
}): RecipientInput {
  const text = args.text.trim()
  if (text === '') return { kind: 'empty' }
  if (args.vmType === 'svm') return readSolanaRecipient(text, args.chainName)
  if (!text.startsWith('0x') && NAME_PATTERN.test(text))
    return args.names === 'resolve'
      ? { kind: 'name', name: text }
      : { kind: 'invalid', message: namesUnavailableText() }
  const { chainName } = args
  if (args.vmType !== 'evm') {
    if (EVM_ADDRESS.test(text))
      return {
        kind: 'invalid',
        message: t({
          id: 'transfer.recipient.notEvm',
          message: `${chainName} is not an EVM chain: a 0x address cannot receive there. Paste an address of ${chainName}.`,
        }),
      }
    const vm = args.vmType.toUpperCase()
    return {
      kind: 'invalid',
      message: t({ id: 'transfer.recipient.vmUnsupported', message: `Ferry cannot send to ${vm} addresses yet.` }),
    }
  }
  const other = SOLANA_ADDRESS.test(text) ? 'Solana' : BITCOIN_ADDRESS.test(text) ? 'Bitcoin' : undefined
  if (other)
    return {
      kind: 'invalid',
      message: t({
        id: 'transfer.recipient.otherChainAddress',
        message: `This looks like a ${other} address; ${chainName} receives at an EVM address (0x…).`,
      }),
    }
  const checked = checkAddress(text)
  return checked.ok ? { kind: 'address', address: checked.address } : { kind: 'invalid', message: checked.message }
}

/** A Solana recipient: a base58 public key of 32 bytes, never changed (base58 is case-sensitive). */
function readSolanaRecipient(text: string, chainName: string): RecipientInput {
  if (isSolanaAddress(text)) return { kind: 'address', address: text }
  if (EVM_ADDRESS.test(text))
    return {
      kind: 'invalid',
      message: t({
        id: 'transfer.recipient.notEvmSolana',
        message: `${chainName} is not an EVM chain: a 0x address cannot receive there. Paste a Solana address.`,
      }),
    }
  if (NAME_PATTERN.test(text))
    return {
      kind: 'invalid',
      message: t({
        id: 'transfer.recipient.namesNotOnSolana',
        message: `Names are not read on ${chainName}: paste the Solana address instead.`,
      }),
    }
  return {
    kind: 'invalid',
    message: t({
      id: 'transfer.recipient.notSolana',
      message: `This is not a Solana address: ${chainName} receives at a base58 public key (32 to 44 letters and digits).`,
    }),
  }
}
