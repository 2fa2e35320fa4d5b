import { useState } from 'react'
import { ApiError } from '../../api/ApiError'
import type { QuoteRequest } from '../../api/schemas/quote'
import type { NetworkProfile } from '../../config/networks'
import type { AppFeeSetting } from '../../transfer/fees/appFeePolicy'
import { quoteSummaryLine } from '../../transfer/quote/quoteSummaryLine'
import { type UseTransferReturnType, useTransfer } from '../../transfer/session/useTransfer'
import { depositInstructions } from '../../transfer/views/depositInstructions'

export type UseDepositAddressReturnType = {
  transfer: UseTransferReturnType
  /** Asking the service for the address. */
  asking: boolean
  /** Why the last ask failed, in words. */
  problem: string | undefined
  /** Quotes the request for a deposit address, then watches the transfer paid to it. */
  ask: (args: { request: QuoteRequest; exact: boolean; destinationChainId: number }) => Promise<void>
}

/** Getting a deposit address and following what is paid to it, through reloads. */
export function useDepositAddress(args: {
  profile: Pick<NetworkProfile, 'apiUrl' | 'id' | 'websocketUrl'>
  /** The site's fees the request is asked with: the instructions name them. */
  appFees: AppFeeSetting | undefined
}): UseDepositAddressReturnType {
  const { profile, appFees } = args
  const [asking, setAsking] = useState(false)
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const transfer = useTransfer({ baseUrl: profile.apiUrl, network: profile.id, websocketUrl: profile.websocketUrl })
  const ask: UseDepositAddressReturnType['ask'] = async ({ request, exact, destinationChainId }) => {
    setAsking(true)
    setProblem(undefined)
    try {
      const { getQuote } = await import('../../api/getQuote')
      const quote = await getQuote({ baseUrl: profile.apiUrl, request })
      const deposit = depositInstructions(quote, { strict: exact, refundTo: request.refundTo, appFees })
      await transfer.watch({ deposit, summary: quoteSummaryLine(quote), destinationChainId })
    } catch (error) {
      setProblem(error instanceof ApiError || error instanceof Error ? error.message : String(error))
    } finally {
      setAsking(false)
    }
  }
  return { transfer, asking, problem, ask }
}
