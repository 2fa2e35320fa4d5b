import { useEffect, useState } from 'react'
import type { UseRecipientReturnType } from './useRecipient'

export type UseRecipientGateReturnType = {
  /**
   * A click on the form's main button: `start` runs now when the recipient allows it, once its checks are read
   * when they are still being read, or not at all when it needs a confirmation (the focus goes to it).
   */
  request: (start: () => void) => void
  /** Why the last click has not started, in words, while that holds. */
  said: string | undefined
}

/**
 * The recipient's part of the main button's promise (as `startGate.ts` keeps it for the quote): a click always
 * starts the transfer, or says why it cannot yet. A click made while the recipient is being checked is kept and
 * starts by itself once the checks allow it.
 */
export function useRecipientGate(args: {
  blocker: UseRecipientReturnType['blocker']
  /** The id of the contract warning's checkbox. */
  confirmId: string
}): UseRecipientGateReturnType {
  const { blocker } = args
  const [kept, setKept] = useState<{ start: () => void } | undefined>(undefined)
  const [clicked, setClicked] = useState(false)
  const focusConfirmation = () => document.getElementById(args.confirmId)?.focus()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the kept click moves on when the blocker's kind changes.
  useEffect(() => {
    if (!kept || blocker?.kind === 'checking') return
    setKept(undefined)
    if (!blocker) {
      setClicked(false)
      kept.start()
    } else focusConfirmation()
  }, [kept, blocker?.kind])
  return {
    request: (start) => {
      setClicked(blocker !== undefined)
      if (!blocker) return start()
      if (blocker.kind === 'checking') setKept({ start })
      else focusConfirmation()
    },
    said: clicked && blocker ? blocker.message : undefined,
  }
}
