/**
 * How an outside integrator drives the service, with nothing but `fetch` and
 * viem: ask for a quote, send each step's transaction from the user's
 * wallet, then follow the step's `check` endpoint once a second until the
 * request ends. It imports nothing from Ferry, so it works the same against
 * the devnet and the public service (with that service's chains).
 *
 *   npx tsx devnet/examples/integratorFlow.ts [bridge|swap|call] [serviceUrl]
 *
 * runs one flow against a running devnet (default http://127.0.0.1:8790) as
 * its last test account.
 */

import { pathToFileURL } from 'node:url'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export interface IntegratorFlowResult {
  requestId: string
  /** The last status answer: `success`, `refund`, or `failure`. */
  status: { status: string; failReason?: string; inTxHashes: string[]; txHashes: string[] }
  /** Hashes of the transactions this script sent, in order. */
  sent: Hex[]
  /** Every distinct status seen while polling, in order. */
  seen: string[]
}

export async function runIntegratorFlow(args: {
  serviceUrl: string
  /** RPC URL by chain id: the wallet's view of each chain. */
  rpcUrls: Record<number, string>
  privateKey: Hex
  /** The body of POST /quote/v2; `user` is filled in. */
  quoteRequest: Record<string, unknown>
  pollIntervalMs?: number
  timeoutMs?: number
  log?: (line: string) => void
}): Promise<IntegratorFlowResult> {
  const log = args.log ?? (() => undefined)
  const account = privateKeyToAccount(args.privateKey)

  // 1. Quote.
  const quoteAnswer = await fetch(`${args.serviceUrl}/quote/v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...args.quoteRequest, user: account.address }),
  })
  const quote = (await quoteAnswer.json()) as {
    message?: string
    steps: {
      id: string
      requestId: string
      items: { data: { to: Hex; data: Hex; value: string; chainId: number }; check?: { endpoint: string } }[]
    }[]
    details: { operation: string; currencyOut: { amountFormatted: string; currency: { symbol: string } } }
  }
  if (!quoteAnswer.ok) throw new Error(`quote failed (${quoteAnswer.status}): ${quote.message}`)
  log(
    `quoted ${quote.details.operation}: ${quote.details.currencyOut.amountFormatted} ${quote.details.currencyOut.currency.symbol} out, ${quote.steps.length} step(s)`,
  )

  // 2. Every transaction item of every step, in order, each on its own chain.
  const sent: Hex[] = []
  let check: string | undefined
  for (const step of quote.steps) {
    for (const item of step.items) {
      const { chainId } = item.data
      const rpcUrl = args.rpcUrls[chainId]
      if (!rpcUrl) throw new Error(`no RPC URL for chain ${chainId}`)
      const chain = defineChain({
        id: chainId,
        name: `chain ${chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
      })
      const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
      const client = createPublicClient({ chain, transport: http(rpcUrl) })
      const hash = await wallet.sendTransaction({
        to: item.data.to,
        data: item.data.data,
        value: BigInt(item.data.value),
      })
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 100 })
      if (receipt.status !== 'success') throw new Error(`step ${step.id} transaction ${hash} reverted`)
      log(`sent ${step.id} on chain ${chainId}: ${hash}`)
      sent.push(hash)
      check = item.check?.endpoint ?? check
    }
  }
  if (!check) throw new Error('the quote has no check endpoint')
  // Older quotes name the unversioned path; v3 is the same query.
  const endpoint = check.replace(/^\/intents\/status\?/, '/intents/status/v3?')

  // 3. Poll until the request ends. `failure` is followed by a refund, so it only ends the wait once the refund has failed too.
  const seen: string[] = []
  const deadline = Date.now() + (args.timeoutMs ?? 60_000)
  for (;;) {
    const answer = await fetch(`${args.serviceUrl}${endpoint}`)
    if (answer.ok) {
      const status = (await answer.json()) as IntegratorFlowResult['status'] & { refundFailReason?: string }
      if (seen.at(-1) !== status.status) {
        seen.push(status.status)
        log(
          `status ${status.status}${status.failReason && status.failReason !== 'N/A' ? ` (${status.failReason})` : ''}`,
        )
      }
      const refundFailed = status.refundFailReason !== undefined && status.refundFailReason !== 'N/A'
      if (status.status === 'success' || status.status === 'refund' || (status.status === 'failure' && refundFailed)) {
        return { requestId: quote.steps[0]!.requestId, status, sent, seen }
      }
    }
    if (Date.now() > deadline)
      throw new Error(`request still ${seen.at(-1) ?? 'unknown'} after ${args.timeoutMs ?? 60_000} ms`)
    await new Promise((resolve) => setTimeout(resolve, args.pollIntervalMs ?? 1_000))
  }
}

/** The three example requests, for the devnet's chains and contracts as its manifest lists them. */
export function exampleRequest(
  kind: 'bridge' | 'swap' | 'call',
  manifest: { chains: { id: number; contracts: Record<string, string> }[] },
  user: string,
): Record<string, unknown> {
  const [a, b] = manifest.chains
  if (!a || !b) throw new Error('the manifest lists fewer than two chains')
  if (kind === 'bridge') {
    return {
      originChainId: a.id,
      destinationChainId: b.id,
      originCurrency: zeroAddress,
      destinationCurrency: zeroAddress,
      amount: '50000000000000000',
      tradeType: 'EXACT_INPUT',
    }
  }
  if (kind === 'swap') {
    return {
      originChainId: a.id,
      destinationChainId: b.id,
      originCurrency: zeroAddress,
      destinationCurrency: b.contracts.usdc,
      amount: '50000000000000000',
      tradeType: 'EXACT_INPUT',
    }
  }
  // Deposit exactly 25 USDC into the demo vault on chain B, paid in ETH on chain A.
  const vault = b.contracts.vault as Hex
  const usdc = b.contracts.usdc as Hex
  const abi = parseAbi([
    'function approve(address spender, uint256 amount) returns (bool)',
    'function deposit(address token, uint256 amount, address onBehalfOf)',
  ])
  return {
    originChainId: a.id,
    destinationChainId: b.id,
    originCurrency: zeroAddress,
    destinationCurrency: usdc,
    amount: '25000000',
    tradeType: 'EXACT_OUTPUT',
    txs: [
      { to: usdc, value: '0', data: encodeFunctionData({ abi, functionName: 'approve', args: [vault, 25_000_000n] }) },
      {
        to: vault,
        value: '0',
        data: encodeFunctionData({ abi, functionName: 'deposit', args: [usdc, 25_000_000n, user as Hex] }),
      },
    ],
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const kind = (process.argv[2] ?? 'bridge') as 'bridge' | 'swap' | 'call'
  const serviceUrl = process.argv[3] ?? 'http://127.0.0.1:8790'
  const manifest = (await (await fetch(`${serviceUrl}/devnet/manifest`)).json()) as {
    chains: { id: number; rpcUrl: string; contracts: Record<string, string> }[]
    accounts: { address: string; privateKey: Hex }[]
  }
  const account = manifest.accounts.at(-1)!
  const result = await runIntegratorFlow({
    serviceUrl,
    rpcUrls: Object.fromEntries(manifest.chains.map((c) => [c.id, c.rpcUrl])),
    privateKey: account.privateKey,
    quoteRequest: exampleRequest(kind, manifest, account.address),
    log: (line) => console.log(line),
  })
  console.log(`request ${result.requestId}: ${result.seen.join(' -> ')}`)
}
