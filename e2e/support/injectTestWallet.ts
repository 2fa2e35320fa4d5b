import type { Page } from '@playwright/test'
import { type EIP1193Provider, type Hex, keccak256, toHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import type { DevnetManifest } from '../../src/api/schemas/manifest'
import { batchExecutorsOf } from '../../src/config/batchExecutorsOf'
import { createKeyProvider } from '../../src/config/createKeyProvider'
import { devnetChains } from '../../src/config/devnetChains'

/** Controls the injected wallet from a test: which requests it declines, and what it was asked. */
export type TestWallet = {
  address: Hex
  /** Methods asked of the wallet, in order. */
  calls: string[]
  /** Hashes of the transactions the wallet sent (`eth_sendTransaction` answers), in order. */
  sent: Hex[]
  /** The same, with the origin of the frame that asked (an embed's own frame, or the host page through the wallet bridge). */
  callsFrom: { method: string; origin: string }[]
  /** Every request with its parameters, in order. */
  requests: { method: string; params: unknown }[]
  /** Decline the next request of this method with EIP-1193 code 4001. */
  rejectNext(method: string): void
  /** Run `action` before answering the next request of this method (a person who takes their time, say). */
  beforeNext(method: string, action: () => Promise<void>): void
  /**
   * Hold the next batch as a smart wallet's bundler may: `wallet_sendCalls` answers its id at once, but nothing
   * reaches the chain and `wallet_getCallsStatus` says pending (100) until the returned function sends it.
   */
  holdNextBatch(): () => Promise<void>
  /**
   * Answer the next `eth_sendTransaction` as a Safe does over WalletConnect: with a hash of its own that never
   * appears on chain, sending nothing. The returned function sends the transaction for real (another hash, as the
   * Safe's once enough owners signed) and resolves with that hash.
   */
  holdNextTransaction(): () => Promise<Hex>
}

/**
 * Puts an EIP-1193 wallet into the page (window.ethereum and an EIP-6963
 * announcement), as a browser extension would. Requests cross into Node,
 * where a key provider signs with a devnet test account and talks to the real
 * anvil chains. No chain or service is mocked.
 */
export async function injectTestWallet(
  page: Page,
  args: {
    manifest: DevnetManifest
    accountIndex: number
    /** Sign with this key instead of the manifest account's (a fresh account the test funds itself). */
    privateKey?: Hex
    /** The chains the wallet knows at first (default: every devnet chain); others it is asked to add. */
    knownChainIds?: readonly number[]
    /** The site was connected before: the wallet shows it the account at once (`eth_accounts`), as an extension remembers. */
    authorized?: boolean
    /**
     * EIP-5792, as a smart wallet has it: `atomic` sends a batch as one real transaction (the account delegates to
     * the devnet's batch executor, EIP-7702); `refuses` says `atomic: ready` but declines to upgrade the account
     * (EIP-5792 error 5750). Default: no EIP-5792 at all.
     */
    batching?: 'atomic' | 'refuses'
  },
): Promise<TestWallet> {
  const account = args.privateKey
    ? { privateKey: args.privateKey, address: privateKeyToAddress(args.privateKey) }
    : args.manifest.accounts[args.accountIndex]
  if (!account) throw new Error(`The devnet manifest has no account ${args.accountIndex}`)
  const provider: EIP1193Provider = createKeyProvider({
    privateKey: account.privateKey as Hex,
    chains: devnetChains(args.manifest).filter((c) => !args.knownChainIds || args.knownChainIds.includes(c.id)),
    authorization: args.authorized ? rememberedAuthorization() : undefined,
    batchExecutors: args.batching ? batchExecutorsOf(args.manifest) : undefined,
  })
  const rejections = new Set<string>()
  const before = new Map<string, () => Promise<void>>()
  const held = createBatchHold(provider)
  const heldTransaction = createTransactionHold(provider)
  const wallet: TestWallet = {
    address: account.address as Hex,
    calls: [],
    sent: [],
    callsFrom: [],
    requests: [],
    rejectNext: (method) => void rejections.add(method),
    beforeNext: (method, action) => void before.set(method, action),
    holdNextBatch: held.holdNext,
    holdNextTransaction: heldTransaction.holdNext,
  }

  await page.exposeBinding('__ferryTestWalletRequest', async (source, method: string, params: unknown) => {
    wallet.calls.push(method)
    wallet.requests.push({ method, params })
    wallet.callsFrom.push({ method, origin: new URL(source.frame.url()).origin })
    if (rejections.delete(method)) return { error: { code: 4001, message: 'User rejected the request.' } }
    if (method === 'wallet_sendCalls' && args.batching === 'refuses')
      return { error: { code: 5750, message: 'The account was not upgraded to send calls together.' } }
    const action = before.get(method)
    if (action) {
      before.delete(method)
      await action()
    }
    try {
      const heldAnswer = (await held.answer(method, params)) ?? heldTransaction.answer(method, params)
      if (heldAnswer) return { result: heldAnswer.result }
      const result = await provider.request({ method, params } as never)
      if (method === 'eth_sendTransaction') wallet.sent.push(result as Hex)
      return { result }
    } catch (error) {
      const e = error as { code?: number; shortMessage?: string; message?: string }
      return { error: { code: e.code ?? -32603, message: e.shortMessage ?? e.message ?? String(error) } }
    }
  })

  await page.addInitScript(() => {
    type Listener = (...args: unknown[]) => void
    const listeners = new Map<string, Set<Listener>>()
    const emit = (event: string, value: unknown) => {
      for (const fn of listeners.get(event) ?? []) fn(value)
    }
    const bridge = (
      window as unknown as {
        __ferryTestWalletRequest: (
          m: string,
          p: unknown,
        ) => Promise<{ result?: unknown; error?: { code: number; message: string } }>
      }
    ).__ferryTestWalletRequest
    const provider = {
      isFerryTestWallet: true,
      async request({ method, params }: { method: string; params?: unknown }) {
        const answer = await bridge(method, params)
        if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
        // A switch, or an added chain the wallet then switches to.
        if (method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain')
          emit('chainChanged', (params as { chainId: string }[])[0]!.chainId)
        return answer.result
      },
      on(event: string, fn: Listener) {
        if (!listeners.has(event)) listeners.set(event, new Set())
        listeners.get(event)!.add(fn)
      },
      removeListener(event: string, fn: Listener) {
        listeners.get(event)?.delete(fn)
      },
    }
    Object.defineProperty(window, 'ethereum', { value: provider, configurable: true })
    const info = {
      uuid: 'b5a0c1f2-3d4e-4f50-9a6b-7c8d9e0f1a2b',
      name: 'Test Wallet',
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      rdns: 'dev.ferry.testwallet',
    }
    const announce = () =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  })
  return wallet
}

/** A site's authorization that starts granted (a revoke still takes it back). */
function rememberedAuthorization() {
  let authorized = true
  return {
    get: () => authorized,
    set: (value: boolean) => {
      authorized = value
    },
  }
}

/** Batches held back from the chain (`holdNextBatch`): their ids, and the real ones once sent. */
function createBatchHold(provider: EIP1193Provider) {
  let holdNext = false
  const batches = new Map<string, { params: unknown; sentId?: string }>()
  return {
    holdNext: () => {
      holdNext = true
      return async () => {
        for (const [id, batch] of batches) {
          if (batch.sentId) continue
          const sent = (await provider.request({ method: 'wallet_sendCalls', params: batch.params } as never)) as {
            id: string
          }
          batches.set(id, { ...batch, sentId: sent.id })
        }
      }
    },
    /** The wallet's answer about a held batch; undefined for any other request. */
    async answer(method: string, params: unknown): Promise<{ result: unknown } | undefined> {
      if (method === 'wallet_sendCalls' && holdNext) {
        holdNext = false
        const id = `held-${batches.size + 1}`
        batches.set(id, { params })
        return { result: { id } }
      }
      const batch = method === 'wallet_getCallsStatus' ? batches.get((params as string[])[0]!) : undefined
      if (!batch) return undefined
      if (!batch.sentId) {
        const chainId = (batch.params as { chainId: string }[])[0]!.chainId
        return { result: { version: '2.0.0', id: (params as string[])[0], chainId, atomic: true, status: 100 } }
      }
      const status = (await provider.request({ method, params: [batch.sentId] } as never)) as { id: string }
      return { result: { ...status, id: (params as string[])[0] } }
    },
  }
}

/** A transaction held back from the chain (`holdNextTransaction`): answered with a made-up hash, sent when told. */
function createTransactionHold(provider: EIP1193Provider) {
  let holdNext = false
  let held: unknown
  return {
    holdNext: () => {
      holdNext = true
      return async () => {
        if (held === undefined) throw new Error('No transaction was held')
        return (await provider.request({ method: 'eth_sendTransaction', params: held } as never)) as Hex
      }
    },
    /** The made-up hash for the held transaction; undefined for any other request. */
    answer(method: string, params: unknown): { result: unknown } | undefined {
      if (method !== 'eth_sendTransaction' || !holdNext) return undefined
      holdNext = false
      held = params
      return { result: keccak256(toHex(`safe-tx-${Date.now()}-${Math.random()}`)) }
    },
  }
}
