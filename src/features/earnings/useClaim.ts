import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import type { AppFeeClaimBody } from '../../api/schemas/appFees'
import { WalletNotConnectedError } from '../../lib/walletErrors'
import type { WalletState } from '../../transfer/wallet/walletContext'
import { type ClaimEvent, type ClaimState, nextClaimState } from './claimState'
import { earningsQueryKey } from './earningsQueryKey'
import { runClaim } from './runClaim'

export type UseClaimReturnType = {
  state: ClaimState
  /** Claims from the fee wallet's balance: asked for, signed, posted and followed until paid. */
  start: (body: AppFeeClaimBody) => Promise<void>
  /** Back to a fresh form; a claim already posted goes on at the service (the history shows it). */
  reset: () => void
}

/**
 * One claim at a time for the connected fee wallet. The balances and the
 * history are read again when the claim is posted (its amount leaves the
 * balance then) and when it ends.
 */
export function useClaim(args: { baseUrl: string; wallet: WalletState }): UseClaimReturnType {
  const { baseUrl, wallet } = args
  const [state, dispatch] = useReducer(nextClaimState, { kind: 'idle' })
  const queryClient = useQueryClient()
  const running = useRef<AbortController | undefined>(undefined)
  useEffect(() => () => running.current?.abort(), [])

  const start = useCallback(
    async (body: AppFeeClaimBody) => {
      const { address, stepWallet } = wallet
      if (!address || !stepWallet) {
        dispatch({ type: 'error', error: new WalletNotConnectedError() })
        return
      }
      running.current?.abort()
      const controller = new AbortController()
      running.current = controller
      const refresh = () =>
        void queryClient.invalidateQueries({ queryKey: earningsQueryKey({ baseUrl, wallet: address }) })
      const report = (event: ClaimEvent) => {
        if (controller.signal.aborted) return
        dispatch(event)
        if (event.type === 'posted' || event.type === 'sent') refresh()
      }
      try {
        await runClaim({ baseUrl, wallet: address, body, stepWallet, dispatch: report, signal: controller.signal })
        refresh()
      } catch (error) {
        if (!controller.signal.aborted) dispatch({ type: 'error', error })
      }
    },
    [baseUrl, wallet, queryClient],
  )
  const reset = useCallback(() => {
    running.current?.abort()
    dispatch({ type: 'reset' })
  }, [])
  return { state, start, reset }
}
