import { type RpcError, toRpcError } from '../../embed-host/protocol'
import { FerryError } from '../../lib/FerryError'
import type { GuestChannel } from './createGuestChannel'

/** Methods that wait for the person (a prompt in their wallet): they get minutes, reads get seconds. */
const INTERACTIVE = new Set([
  'eth_requestAccounts',
  'eth_sendTransaction',
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_sendCalls',
  'wallet_requestPermissions',
])

export const HOST_RPC_TIMEOUTS = { interactiveMs: 5 * 60_000, readMs: 30_000 }

/** An EIP-1193 error: `code` is what wallets and viem read (4001 = the person declined). */
export class HostRpcError extends FerryError {
  override name = 'HostRpcError'
  readonly code: number
  readonly data: unknown
  constructor(error: RpcError) {
    super(error.message)
    this.code = error.code
    this.data = error.data
  }
}

type Listener = (data: unknown) => void

export type HostWalletProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

/**
 * An EIP-1193 provider whose every call is answered by the host page's wallet
 * over the protocol (`rpc.request` -> `rpc.response`). Error codes, messages
 * and data come back as the host's wallet gave them; a call without an answer
 * in time fails with 4900 (disconnected), so nothing hangs forever.
 */
export function createHostWalletProvider(args: {
  channel: GuestChannel
  timeouts?: typeof HOST_RPC_TIMEOUTS
  newId?: () => string
}): HostWalletProvider & { close(): void } {
  const timeouts = args.timeouts ?? HOST_RPC_TIMEOUTS
  let counter = 0
  const newId =
    args.newId ??
    (() => `${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`)
  const pending = new Map<
    string,
    { resolve: (value: unknown) => void; reject: (error: Error) => void; timer: ReturnType<typeof setTimeout> }
  >()
  const listeners = new Map<string, Set<Listener>>()

  const unsubscribe = args.channel.subscribe((message) => {
    if (message.type === 'rpc.response') {
      const payload = message.payload as { id: string; result?: unknown; error?: RpcError }
      const call = pending.get(payload.id)
      if (!call) return
      pending.delete(payload.id)
      clearTimeout(call.timer)
      if (payload.error)
        call.reject(new HostRpcError(toRpcError(payload.error, "The host page's wallet reported an error")))
      else call.resolve(payload.result)
    } else if (message.type === 'wallet.event') {
      const payload = message.payload as { event: string; data: unknown }
      for (const listener of listeners.get(payload.event) ?? []) listener(payload.data)
    }
  })

  return {
    request({ method, params }) {
      const id = newId()
      const ms = INTERACTIVE.has(method) ? timeouts.interactiveMs : timeouts.readMs
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id)
          reject(
            new HostRpcError({
              code: 4900,
              message: `The host page's wallet did not answer ${method} within ${Math.round(ms / 1000)} s`,
            }),
          )
        }, ms)
        pending.set(id, { resolve, reject, timer })
        args.channel.post('rpc.request', params === undefined ? { id, method } : { id, method, params })
      })
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    close() {
      unsubscribe()
      for (const [id, call] of pending) {
        clearTimeout(call.timer)
        call.reject(new HostRpcError({ code: 4900, message: 'The widget closed its connection to the host page' }))
        pending.delete(id)
      }
    },
  }
}
