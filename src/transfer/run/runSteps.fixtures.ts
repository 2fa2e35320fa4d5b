import type { Step } from '../../api/schemas/quote'
import type { StatusResponse } from '../../api/schemas/status'
import type { StepWallet } from './StepWallet'

// What the step runner's tests share: a quote's steps, a wallet that records what it is asked, and scripted statuses.

export const tx = (chainId: number, to: `0x${string}` = '0x00000000000000000000000000000000000000aa') => ({
  from: '0x00000000000000000000000000000000000000bb' as const,
  to,
  data: '0x' as const,
  value: 1n,
  chainId,
})

export const steps: Step[] = [
  {
    id: 'approve',
    action: 'Approve',
    description: '',
    kind: 'transaction',
    requestId: '0x1',
    items: [{ status: 'incomplete', data: tx(1) }],
  },
  {
    id: 'deposit',
    action: 'Deposit',
    description: '',
    kind: 'transaction',
    requestId: '0x1',
    items: [{ status: 'incomplete', data: tx(1), check: { endpoint: '/intents/status?requestId=0x1', method: 'GET' } }],
  },
]

export function recordingWallet(options: { chainId: number; reject?: 'switch' | 'send' | 'sign'; revert?: boolean }) {
  const calls: string[] = []
  let chainId = options.chainId
  let n = 0
  const wallet: StepWallet = {
    getChainId: async () => chainId,
    switchChain: async (id) => {
      calls.push(`switch:${id}`)
      if (options.reject === 'switch') throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      chainId = id
    },
    sendTransaction: async (t) => {
      calls.push(`send:${t.chainId}`)
      if (options.reject === 'send') throw { code: 4001, message: 'denied' }
      return `0x${(++n).toString(16).padStart(64, '0')}` as `0x${string}`
    },
    waitForReceipt: async ({ hash }) => {
      calls.push(`receipt:${hash.slice(-1)}`)
      return { status: options.revert ? 'reverted' : 'success' }
    },
    sign: async (payload) => {
      calls.push(`sign:${payload.signatureKind}@${chainId}`)
      if (options.reject === 'sign') throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      return '0x5151'
    },
  }
  return { wallet, calls }
}

export const statuses = (...list: StatusResponse['status'][]) => {
  const queue = list.map((status) => ({ status, inTxHashes: [], txHashes: [] }) as StatusResponse)
  const seen: string[] = []
  return {
    seen,
    fetchStatus: async ({ endpoint }: { endpoint: string }) => {
      seen.push(endpoint)
      const next = queue.shift()
      if (!next) throw new Error('no more statuses')
      return next
    },
  }
}
