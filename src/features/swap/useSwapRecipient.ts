import type { NetworkResources } from '../../config/loadNetwork'
import { addressKey } from '../../lib/addressKey'
import { chainName } from '../../lib/chainName'
import { useOwnAccountElsewhere } from '../../transfer/recipient/useOwnAccountElsewhere'
import { type RecipientCheck, type UseRecipientReturnType, useRecipient } from '../../transfer/recipient/useRecipient'
import { type UseRecipientGateReturnType, useRecipientGate } from '../../transfer/recipient/useRecipientGate'
import type { SwapFormValues } from './swapModes'
import type { UseSwapAccountsReturnType } from './useSwapAccounts'

export type UseSwapRecipientReturnType = {
  /** The typed recipient's checks (the field's notes); undefined when no recipient is typed. */
  checks: UseRecipientReturnType | undefined
  /** The recipient for the quote request: the typed one, or the destination's account across VMs; else none. */
  check: RecipientCheck | undefined
  /** Who receives: the typed recipient once readable, else the destination VM's connected account. */
  address: string | undefined
  /** The recipient field's error. */
  error: string | undefined
  /** Who receives, when it is not the connected account of the destination's VM. */
  other: string | undefined
  /** What stops a click because of the recipient, in words, once a click met it. */
  said: string | undefined
  blocker: UseRecipientReturnType['blocker']
  /** A click on the main button: `start` runs when the recipient allows it (`useRecipientGate`). */
  request: UseRecipientGateReturnType['request']
}

/**
 * The swap form's recipient. Sending, it is typed (and checked before the wallet opens). Otherwise it is the
 * connected account of the destination chain's VM: the sender itself on the same VM; across VMs (EVM to Solana, or
 * back) the other wallet's account, named in the quote request, or, with none connected, one typed in the field.
 */
export function useSwapRecipient(args: {
  network: NetworkResources
  values: SwapFormValues
  accounts: Pick<UseSwapAccountsReturnType, 'sender' | 'receiver' | 'originVm' | 'destinationVm'>
  /** The id of the contract warning's checkbox. */
  confirmId: string
}): UseSwapRecipientReturnType {
  const { sender, receiver, originVm, destinationVm } = args.accounts
  const acrossVms = originVm !== destinationVm
  // A contract wallet (a Safe) sending to itself on a chain where it does not exist names a recipient instead.
  const elsewhere = useOwnAccountElsewhere({
    chains: args.network.chains,
    sender,
    originChainId: args.values.originChainId,
    destinationChainId: args.values.destinationChainId,
    enabled: args.values.mode !== 'send' && !acrossVms && originVm === 'evm',
  })
  const typed = args.values.mode === 'send' || (acrossVms && !receiver) || elsewhere.needsRecipient
  const destinationName = chainName(args.network.chains, args.values.destinationChainId)
  const recipient = useRecipient({
    text: args.values.recipient,
    network: args.network,
    destinationChainId: args.values.destinationChainId,
  })
  const check: RecipientCheck | undefined = typed
    ? recipient.check
    : acrossVms && receiver
      ? { ok: true, address: receiver }
      : undefined
  const address = typed ? (recipient.check.ok ? recipient.check.address : undefined) : receiver
  const blocker = typed && sender ? recipient.blocker : undefined
  const gate = useRecipientGate({ blocker, confirmId: args.confirmId })
  return {
    checks: typed ? recipient : undefined,
    check,
    address,
    error: typed && !recipient.check.ok ? errorOf(recipient.check, elsewhere, destinationName) : undefined,
    other: typed && address && addressKey(address) !== addressKey(receiver ?? '') ? address : undefined,
    said: gate.said,
    blocker,
    request: gate.request,
  }
}

/** The field's error: the check's own words, or, for a field left empty, why a contract wallet must fill it. */
function errorOf(
  check: Extract<RecipientCheck, { ok: false }>,
  elsewhere: ReturnType<typeof useOwnAccountElsewhere>,
  destination: string,
): string | undefined {
  if (!check.silent) return check.message
  return elsewhere.needsRecipient ? elsewhere.message(destination) : undefined
}
