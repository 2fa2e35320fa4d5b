import type { NetworkResources } from '../../config/loadNetwork'
import { type RecipientCheck, type UseRecipientReturnType, useRecipient } from '../../transfer/useRecipient'
import { type UseRecipientGateReturnType, useRecipientGate } from '../../transfer/useRecipientGate'
import type { SwapFormValues } from './swapModes'

export type UseSwapRecipientReturnType = {
  /** The send mode's checks (the field's notes); undefined in the other modes. */
  checks: UseRecipientReturnType | undefined
  /** The send mode's recipient for the quote request; undefined in the other modes. */
  check: RecipientCheck | undefined
  /** Who receives: the send mode's recipient once readable, else the connected wallet. */
  address: `0x${string}` | undefined
  /** The recipient field's error. */
  error: string | undefined
  /** Who receives, when it is not the connected wallet. */
  other: `0x${string}` | undefined
  /** What stops a click because of the recipient, in words, once a click met it. */
  said: string | undefined
  blocker: UseRecipientReturnType['blocker']
  /** A click on the main button: `start` runs when the recipient allows it (`useRecipientGate`). */
  request: UseRecipientGateReturnType['request']
}

/** The swap form's recipient: the typed one when sending (checked before the wallet opens), else the wallet. */
export function useSwapRecipient(args: {
  network: NetworkResources
  values: SwapFormValues
  account: `0x${string}` | undefined
  /** The id of the contract warning's checkbox. */
  confirmId: string
}): UseSwapRecipientReturnType {
  const sending = args.values.mode === 'send'
  const recipient = useRecipient({
    text: args.values.recipient,
    network: args.network,
    destinationChainId: args.values.destinationChainId,
  })
  const { check } = recipient
  const address = sending ? (check.ok ? check.address : undefined) : args.account
  const blocker = sending && args.account ? recipient.blocker : undefined
  const gate = useRecipientGate({ blocker, confirmId: args.confirmId })
  return {
    checks: sending ? recipient : undefined,
    check: sending ? check : undefined,
    address,
    error: sending && !check.ok && !check.silent ? check.message : undefined,
    other: sending && address && address.toLowerCase() !== args.account?.toLowerCase() ? address : undefined,
    said: gate.said,
    blocker,
    request: gate.request,
  }
}
