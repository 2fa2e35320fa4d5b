import { useMemo } from 'react'
import type { StoredTransfer } from './transferHistory'
import type { UseTransferReturnType } from './useTransfer'

/**
 * The transfers remembered on this device, read from storage when the
 * remembered ones can have changed (the history loaded, the transfer moved on:
 * every save is followed by a new state), not on every render: reading parses
 * every remembered transfer. Nothing is read when the page hides the list.
 */
export function useRecentTransfers(args: {
  transfer: Pick<UseTransferReturnType, 'state' | 'listRecent'>
  hidden?: boolean
}): StoredTransfer[] {
  const { state, listRecent } = args.transfer
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new state is the signal that storage may have changed.
  return useMemo(() => (args.hidden ? [] : listRecent()), [args.hidden, listRecent, state])
}
