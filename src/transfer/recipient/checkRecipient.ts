import { t } from '@lingui/core/macro'
import type { ScreeningVerdict } from '../../api/screenAddress'
import { isNativeToken, type Token } from '../../config/token'
import { addressKey } from '../../lib/addressKey'

/** What Ferry read of a recipient before the wallet opens. */
export type RecipientFacts = {
  /** Its code on the destination chain (`0x`: none); undefined when the chain did not answer. */
  code: `0x${string}` | undefined
  screening: ScreeningVerdict
}

/** What stands between a recipient and the transfer. */
export type RecipientVerdict =
  | { kind: 'ok' }
  /** The service's screening flags it: no transfer, said neutrally. */
  | { kind: 'refused'; message: string }
  /** A token contract, or a contract where none is expected: only with an explicit confirmation. */
  | { kind: 'confirm'; reason: 'token' | 'contract'; message: string }

/** Said of a flagged address: what Ferry does, no accusation (screening lists are wrong at times). */
export const refusedRecipientText = () =>
  t({ id: 'transfer.recipient.refused', message: "Ferry can't send to this address." })

/**
 * Judges a recipient from what was read of it. A token contract of the catalogue is known even when its code could
 * not be read; any other contract is found by its code on the destination chain. A transfer that calls contracts on
 * the destination (`txs`) expects one, so only a token contract is warned of there.
 */
export function checkRecipient(args: {
  address: string
  facts: RecipientFacts
  /** The catalogue's tokens on the destination chain. */
  destinationTokens: readonly Token[]
  /** The transfer calls contracts on the destination (the quote request carries `txs`). */
  expectsContract: boolean
  chainName: string
}): RecipientVerdict {
  const { address, facts, chainName } = args
  if (facts.screening === 'flagged') return { kind: 'refused', message: refusedRecipientText() }
  const token = args.destinationTokens.find((t) => !isNativeToken(t) && addressKey(t.address) === addressKey(address))
  if (token) {
    const symbol = token.symbol
    return {
      kind: 'confirm',
      reason: 'token',
      message: t({
        id: 'transfer.recipient.tokenContract',
        message: `This is the ${symbol} token contract on ${chainName}, not a wallet. Tokens sent to a token contract are usually lost for good.`,
      }),
    }
  }
  const isContract =
    facts.code !== undefined && facts.code !== '0x' && !/^0x0*$/.test(facts.code) && !isDelegatedAccount(facts.code)
  if (isContract && !args.expectsContract)
    return {
      kind: 'confirm',
      reason: 'contract',
      message: t({
        id: 'transfer.recipient.contract',
        message: `This address is a contract on ${chainName}, not a wallet. Send to it only if you know it accepts this transfer; otherwise the funds may be lost.`,
      }),
    }
  return { kind: 'ok' }
}

/**
 * EIP-7702: an account that delegates to code has, as its code, `0xef0100` and the code's address. It is still a
 * person's account with its own key (MetaMask's smart accounts, a wallet that batches), not a contract to warn of.
 */
export function isDelegatedAccount(code: `0x${string}`): boolean {
  return /^0xef0100[0-9a-fA-F]{40}$/.test(code)
}
