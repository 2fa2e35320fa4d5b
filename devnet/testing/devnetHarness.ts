import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  type Hex,
  http,
  type PublicClient,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  type DevnetManifestFile,
  evmStepData,
  isTransactionStep,
  type StatusResponse,
  type Step,
  statusResponseSchema,
} from '../../src/api/schemas'
import { tokenAbi } from '../contracts/tokenAbi'
import { pollUntil } from './pollUntil'

/** Gas given over the estimate, as wallets do (MetaMask's is larger). */
const GAS_HEADROOM_PERCENT = 130n
export interface HttpAnswer {
  status: number
  body: unknown
}

export interface HistoryEntry {
  status: string
  failReason: string
  refundFailReason: string
  txHash: string | null
  at: number
}

/**
 * What devnet tests need against a running devnet: HTTP calls to the
 * service, viem clients per chain, a way to execute quote steps as a test
 * account, and readers for balances, status and the stored history.
 */
export function devnetHarness(manifest: DevnetManifestFile) {
  const chains = new Map(
    manifest.chains.map((c) => [
      c.id,
      defineChain({
        id: c.id,
        name: c.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [c.rpcUrl] } },
      }),
    ]),
  )
  const clients = new Map<number, PublicClient>()
  const chainOf = (chainId: number) => {
    const chain = chains.get(chainId)
    if (!chain) throw new Error(`no chain ${chainId} in the manifest`)
    return chain
  }

  const harness = {
    manifest,

    async request(path: string, init: RequestInit = {}): Promise<HttpAnswer> {
      const response = await fetch(`${manifest.serviceUrl}${path}`, init)
      const text = await response.text()
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // keep the text: the assertion will show it
      }
      return { status: response.status, body }
    },

    quote(body: unknown, headers: Record<string, string> = {}): Promise<HttpAnswer> {
      return harness.request('/quote/v2', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
    },

    client(chainId: number): PublicClient {
      let client = clients.get(chainId)
      if (!client) {
        const chain = chainOf(chainId)
        client = createPublicClient({
          chain,
          transport: http(chain.rpcUrls.default.http[0]),
          pollingInterval: 50,
        }) as PublicClient
        clients.set(chainId, client)
      }
      return client
    },

    wallet(privateKey: Hex, chainId: number) {
      const chain = chainOf(chainId)
      return createWalletClient({
        chain,
        transport: http(chain.rpcUrls.default.http[0]),
        account: privateKeyToAccount(privateKey),
      })
    },

    /**
     * Sends a transaction as a wallet does: its gas estimated and given headroom. An exact estimate runs out when the
     * state moves before the block (a token balance of the depository drained to zero by a fill in between makes the
     * deposit's storage write 17k gas dearer); a loaded run's manual deposit reverted so.
     */
    async send(privateKey: Hex, chainId: number, tx: { to: Address; data?: Hex; value?: bigint }): Promise<Hex> {
      const wallet = harness.wallet(privateKey, chainId)
      const estimate = await harness.client(chainId).estimateGas({ ...tx, account: wallet.account })
      return wallet.sendTransaction({ ...tx, gas: (estimate * GAS_HEADROOM_PERCENT) / 100n })
    },

    currency(chainId: number, symbol: string): Address {
      const currency = manifest.chains.find((c) => c.id === chainId)?.currencies.find((c) => c.symbol === symbol)
      if (!currency) throw new Error(`no ${symbol} on chain ${chainId}`)
      return getAddress(currency.address)
    },

    contracts(chainId: number): Record<string, Address> {
      const chain = manifest.chains.find((c) => c.id === chainId)
      if (!chain) throw new Error(`no chain ${chainId}`)
      return chain.contracts as Record<string, Address>
    },

    async balance(chainId: number, token: string, owner: string): Promise<bigint> {
      const client = harness.client(chainId)
      if (BigInt(token) === 0n || token === zeroAddress) return client.getBalance({ address: getAddress(owner) })
      return client.readContract({
        address: getAddress(token),
        abi: tokenAbi,
        functionName: 'balanceOf',
        args: [getAddress(owner)],
      })
    },

    /** Sends every transaction item of `steps` in order as `privateKey`, waiting for each receipt. */
    async executeSteps(steps: Step[], privateKey: Hex): Promise<Hex[]> {
      const hashes: Hex[] = []
      for (const step of steps) {
        if (!isTransactionStep(step)) throw new Error(`step ${step.id} is a ${step.kind} step, not transactions`)
        for (const item of step.items) {
          const data = evmStepData(item.data)
          const hash = await harness.send(privateKey, data.chainId, {
            to: getAddress(data.to),
            data: data.data as Hex,
            value: BigInt(data.value),
          })
          const receipt = await harness.client(data.chainId).waitForTransactionReceipt({ hash })
          if (receipt.status !== 'success') throw new Error(`step ${step.id} transaction ${hash} reverted`)
          hashes.push(hash)
        }
      }
      return hashes
    },

    async status(requestId: string): Promise<StatusResponse> {
      const answer = await harness.request(`/intents/status/v3?requestId=${requestId}`)
      if (answer.status !== 200) throw new Error(`status ${answer.status}: ${JSON.stringify(answer.body)}`)
      return statusResponseSchema.parse(answer.body)
    },

    /** Polls the status endpoint until `done` holds (default: a final status). */
    async waitForStatus(
      requestId: string,
      done: (s: StatusResponse) => boolean = (s) => ['success', 'failure', 'refund'].includes(s.status),
      timeoutMs = 20_000,
    ): Promise<StatusResponse> {
      let last: StatusResponse | undefined
      return pollUntil(
        async () => {
          last = await harness.status(requestId)
          return done(last) && last
        },
        { timeoutMs, describe: () => `request ${requestId} still ${last?.status} after ${timeoutMs} ms` },
      )
    },

    /** Waits until the solver has read the deposits of `chainId` up to `blockNumber` (GET /devnet/solver/indexed-blocks). */
    async waitForIndexed(chainId: number, blockNumber: bigint | number, timeoutMs = 20_000): Promise<void> {
      let indexed = -1
      await pollUntil(
        async () => {
          const answer = await harness.request('/devnet/solver/indexed-blocks')
          indexed = (answer.body as { indexedBlocks?: Record<string, number> }).indexedBlocks?.[chainId] ?? -1
          return indexed >= Number(blockNumber)
        },
        { timeoutMs, describe: () => `chain ${chainId} indexed to ${indexed}, not ${blockNumber}` },
      )
    },

    /**
     * Mines a block on `chainId` and waits until the solver's deposit scan has
     * read it: a scan that began after this call has run, and every tick
     * before it has scheduled its jobs. The signal a test waits for before it
     * asserts that something happened once, or not at all.
     */
    async waitForSolverPass(chainId: number, timeoutMs = 20_000): Promise<void> {
      await harness.client(chainId).request({ method: 'anvil_mine' as never, params: ['0x1'] as never })
      const mined = await harness.client(chainId).getBlockNumber({ cacheTime: 0 })
      await harness.waitForIndexed(chainId, mined, timeoutMs)
    },

    /** The stored record, transactions and status history (GET /devnet/requests/:id). */
    async record(requestId: string): Promise<{
      request: Record<string, unknown>
      transactions: Record<string, unknown>[]
      deposits: Record<string, unknown>[]
      payouts: Record<string, unknown>[]
      history: HistoryEntry[]
    }> {
      const answer = await harness.request(`/devnet/requests/${requestId}`)
      if (answer.status !== 200) throw new Error(`record ${answer.status}: ${JSON.stringify(answer.body)}`)
      return answer.body as {
        request: Record<string, unknown>
        transactions: Record<string, unknown>[]
        deposits: Record<string, unknown>[]
        payouts: Record<string, unknown>[]
        history: HistoryEntry[]
      }
    },
  }
  return harness
}

export type DevnetHarness = ReturnType<typeof devnetHarness>
