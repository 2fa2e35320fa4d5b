import { type Config, getCallsStatus, getCapabilities, sendCalls } from '@wagmi/core'
import type { BatchStatus, WalletCalls } from '../run/StepWallet'

/**
 * EIP-5792 through wagmi: whether the connected wallet batches atomically on a chain (`atomic` `supported`, or
 * `ready` to upgrade the account), a batch sent with atomicity required, and its status by id. A wallet without
 * the methods answers `canBatch` false, and the step runner sends one transaction at a time.
 */
export function wagmiWalletCalls(config: Config): WalletCalls {
  return {
    canBatch: async (chainId) => {
      const capabilities = (await getCapabilities(config, { chainId }).catch(() => undefined)) as
        | { atomic?: { status?: string } }
        | undefined
      const status = capabilities?.atomic?.status
      return status === 'supported' || status === 'ready'
    },
    send: async ({ chainId, calls }) => {
      const { id } = await sendCalls(config, { chainId, calls, forceAtomic: true })
      return id
    },
    status: async (id) => {
      const answer = await getCallsStatus(config, { id })
      const hashes = (answer.receipts ?? []).map((r) => r.transactionHash)
      return { state: stateOf(answer), hashes }
    },
  }
}

/** EIP-5792's status codes: 100 pending, 200 confirmed, 400 not sent, 500 reverted, 600 partly reverted. */
function stateOf(answer: {
  status: 'pending' | 'success' | 'failure' | undefined
  statusCode: number
  receipts?: { status: 'success' | 'reverted' }[]
}): BatchStatus['state'] {
  if (answer.status === 'pending' || answer.statusCode < 200) return 'pending'
  if (answer.status === 'success' && answer.statusCode < 300) return 'success'
  const reverted = answer.statusCode >= 500 || (answer.receipts ?? []).some((r) => r.status === 'reverted')
  return reverted ? 'reverted' : 'dropped'
}
