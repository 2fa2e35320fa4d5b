import {
  type Chain,
  createWalletClient,
  type EIP1193Provider,
  type Hex,
  http,
  numberToHex,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { keyProviderCalls } from './keyProviderCalls'

type Listener = (...args: unknown[]) => void
type RpcError = Error & { code: number }

const rpcError = (code: number, message: string): RpcError => Object.assign(new Error(message), { code })

/**
 * An EIP-1193 provider that signs locally with one private key and sends
 * everything else to the chain's RPC. It backs the "Devnet wallet", so people
 * can try Ferry on the local network without installing a wallet.
 * Never use it with a key that holds real funds: the key lives in the page.
 */
export function createKeyProvider(args: {
  privateKey: Hex
  chains: Chain[]
  initialChainId?: number
  /**
   * Whether the site may see the account, as a real wallet remembers it: no
   * accounts until `eth_requestAccounts`, none after a revoke. In memory unless given.
   */
  authorization?: { get(): boolean; set(authorized: boolean): void }
  /**
   * The batch executor (EIP-7702 code) by chain id: where one is given the wallet supports EIP-5792 atomic batches
   * (`keyProviderCalls`); without any it answers the EIP-5792 methods as a wallet without them does.
   */
  batchExecutors?: Record<number, Hex>
}): EIP1193Provider {
  const account = privateKeyToAccount(args.privateKey)
  const first = args.chains[0]
  if (!first) throw new Error('createKeyProvider needs at least one chain')
  // Chains the wallet knows; `wallet_addEthereumChain` adds more, as a browser wallet does.
  const known = [...args.chains]
  let chain = known.find((c) => c.id === args.initialChainId) ?? first
  let authorizedInMemory = false
  const authorization = args.authorization ?? {
    get: () => authorizedInMemory,
    set: (v: boolean) => {
      authorizedInMemory = v
    },
  }
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...values: unknown[]) => {
    for (const fn of listeners.get(event) ?? []) fn(...values)
  }
  const client = (c: Chain) => createWalletClient({ account, chain: c, transport: http(c.rpcUrls.default.http[0]) })
  const executors = args.batchExecutors ?? {}
  const calls = keyProviderCalls({
    address: account.address,
    executorOf: (id) => executors[id],
    chainOf: (id) => known.find((c) => c.id === id),
    client,
  })
  const batching = Object.keys(executors).length > 0

  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    const list = (params ?? []) as unknown[]
    switch (method) {
      case 'eth_requestAccounts':
        if (!authorization.get()) {
          authorization.set(true)
          emit('accountsChanged', [account.address])
        }
        return [account.address]
      case 'eth_accounts':
        return authorization.get() ? [account.address] : []
      case 'eth_chainId':
        return numberToHex(chain.id)
      case 'net_version':
        return String(chain.id)
      case 'wallet_requestPermissions':
        authorization.set(true)
        return [{ parentCapability: 'eth_accounts' }]
      case 'wallet_getPermissions':
        return authorization.get() ? [{ parentCapability: 'eth_accounts' }] : []
      case 'wallet_revokePermissions':
        authorization.set(false)
        emit('accountsChanged', [])
        return null
      case 'wallet_switchEthereumChain': {
        const wanted = Number((list[0] as { chainId: string }).chainId)
        const next = known.find((c) => c.id === wanted)
        if (!next) throw rpcError(4902, `Chain ${wanted} is not known to the devnet wallet`)
        if (next.id !== chain.id) {
          chain = next
          emit('chainChanged', numberToHex(next.id))
        }
        return null
      }
      case 'wallet_addEthereumChain': {
        // EIP-3085: add the chain with the RPC the site names, then switch to it (as browser wallets do).
        const added = list[0] as {
          chainId?: string
          chainName?: string
          nativeCurrency?: { name: string; symbol: string; decimals: number }
          rpcUrls?: string[]
        }
        const id = Number(added?.chainId)
        const rpc = added?.rpcUrls?.find((u) => /^https?:\/\//.test(u))
        if (!Number.isSafeInteger(id) || id <= 0 || !rpc)
          throw rpcError(-32602, 'wallet_addEthereumChain needs a chainId and an http(s) RPC URL')
        let next = known.find((c) => c.id === id)
        if (!next) {
          next = {
            id,
            name: added.chainName ?? `Chain ${id}`,
            nativeCurrency: added.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: { default: { http: [rpc] } },
          }
          known.push(next)
        }
        if (next.id !== chain.id) {
          chain = next
          emit('chainChanged', numberToHex(next.id))
        }
        return null
      }
      case 'eth_sendTransaction': {
        // not a message: an EIP-1193 error for the app, not shown as such
        if (!authorization.get()) throw rpcError(4100, 'The devnet wallet is not connected to this site')
        const tx = list[0] as { to?: Hex; data?: Hex; value?: Hex; gas?: Hex }
        return client(chain).sendTransaction({
          to: tx.to,
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : undefined,
          gas: tx.gas ? BigInt(tx.gas) : await gasWithHeadroom(client(chain), { from: account.address, ...tx }),
        })
      }
      case 'wallet_getCapabilities':
      case 'wallet_sendCalls':
      case 'wallet_getCallsStatus':
        // not a message: an EIP-1193 error for the app (4200: no such method), not shown as such
        if (!batching) throw rpcError(4200, `The devnet wallet does not support ${method}`)
        // not a message: an EIP-1193 error for the app, not shown as such
        if (!authorization.get()) throw rpcError(4100, 'The devnet wallet is not connected to this site')
        if (method === 'wallet_getCapabilities') return calls.getCapabilities(list)
        return method === 'wallet_sendCalls' ? calls.sendCalls(list) : calls.getCallsStatus(list)
      case 'personal_sign':
        return account.signMessage({ message: { raw: list[0] as Hex } })
      case 'eth_signTypedData_v4':
        return account.signTypedData(JSON.parse(list[1] as string))
      default:
        return client(chain).request({ method, params } as never)
    }
  }

  return {
    request,
    on: (event: string, fn: Listener) => {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(fn)
    },
    removeListener: (event: string, fn: Listener) => {
      listeners.get(event)?.delete(fn)
    },
  } as unknown as EIP1193Provider
}

/** Gas given over the estimate, as wallets do: an exact estimate runs out when the state moves before the block. */
const GAS_HEADROOM_PERCENT = 130n

/** The estimate with headroom; undefined when it cannot be estimated, so the send reports why (the revert) itself. */
async function gasWithHeadroom(
  client: Pick<WalletClient, 'request'>,
  tx: { from: Hex; to?: Hex; data?: Hex; value?: Hex },
): Promise<bigint | undefined> {
  try {
    const estimate = BigInt(await client.request({ method: 'eth_estimateGas', params: [tx] }))
    return (estimate * GAS_HEADROOM_PERCENT) / 100n
  } catch {
    return undefined
  }
}
