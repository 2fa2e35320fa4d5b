/**
 * Part (4), quote latency: `POST /quote/v2` for each operation (bridge, swap,
 * send, wrap, unwrap, call) against the bench's devnet over HTTP, one client,
 * operations interleaved round by round; time from sending to the parsed
 * answer. Every quote reads the chains (balances, allowance, pool, blocks),
 * as in real use.
 */
import { type Address, encodeFunctionData, parseEther, zeroAddress } from 'viem'
import { vaultAbi } from '../devnet/contracts/vaultAbi'
import { percentile } from './benchStats'
import type { BenchContext } from './lib/context'

export type QuoteOperationResult = {
  operation: string
  runs: number
  p50: number
  p95: number
  p99: number
  max: number
}
export type QuotesResult = { runs: number; warmup: number; operations: QuoteOperationResult[] }

const A = 31_337
const B = 31_338

export async function benchQuotes(context: BenchContext, options: { runs: number }): Promise<QuotesResult> {
  const devnet = await context.devnet()
  const { manifest } = devnet
  const user = manifest.accounts[2]!.address as Address
  const friend = manifest.accounts[3]!.address as Address
  const vault = manifest.chains.find((c) => c.id === B)!.contracts.vault as Address
  const value = parseEther('0.05')
  const base = { user, tradeType: 'EXACT_INPUT' }
  const bodies: Record<string, Record<string, unknown>> = {
    bridge: {
      ...base,
      originChainId: A,
      destinationChainId: B,
      originCurrency: 'eth',
      destinationCurrency: 'eth',
      amount: parseEther('0.1').toString(),
    },
    swap: {
      ...base,
      originChainId: A,
      destinationChainId: B,
      originCurrency: 'eth',
      destinationCurrency: 'usdc',
      amount: parseEther('0.1').toString(),
    },
    send: {
      ...base,
      originChainId: A,
      destinationChainId: A,
      originCurrency: 'eth',
      destinationCurrency: 'eth',
      amount: parseEther('0.1').toString(),
      recipient: friend,
    },
    wrap: {
      ...base,
      originChainId: B,
      destinationChainId: B,
      originCurrency: 'eth',
      destinationCurrency: 'weth',
      amount: parseEther('0.1').toString(),
    },
    unwrap: {
      ...base,
      originChainId: B,
      destinationChainId: B,
      originCurrency: 'weth',
      destinationCurrency: 'eth',
      amount: parseEther('0.1').toString(),
    },
    call: {
      ...base,
      tradeType: 'EXACT_OUTPUT',
      originChainId: A,
      destinationChainId: B,
      originCurrency: 'eth',
      destinationCurrency: 'eth',
      amount: value.toString(),
      txs: [
        {
          to: vault,
          value: value.toString(),
          data: encodeFunctionData({ abi: vaultAbi, functionName: 'deposit', args: [zeroAddress, value, user] }),
        },
      ],
    },
  }
  // Enough WETH for the unwrap quote to be one the person could pay.
  const funded = await fetch(`${manifest.serviceUrl}/devnet/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      address: user,
      chainId: B,
      ethBalance: parseEther('100').toString(),
      weth: parseEther('10').toString(),
    }),
  })
  if (!funded.ok) throw new Error(`faucet: HTTP ${funded.status} ${await funded.text()}`)
  const warmup = 10
  const times = new Map(Object.keys(bodies).map((op) => [op, [] as number[]]))
  for (let run = 0; run < options.runs + warmup; run++) {
    for (const [operation, body] of Object.entries(bodies)) {
      const started = performance.now()
      const response = await fetch(`${manifest.serviceUrl}/quote/v2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      const json = (await response.json()) as { details?: { operation?: string }; message?: string }
      const elapsed = performance.now() - started
      if (!response.ok) throw new Error(`${operation} quote: HTTP ${response.status} ${json.message}`)
      if (json.details?.operation !== operation)
        throw new Error(`${operation} quote answered operation ${json.details?.operation}`)
      if (run >= warmup) times.get(operation)!.push(elapsed)
    }
  }
  return {
    runs: options.runs,
    warmup,
    operations: [...times].map(([operation, list]) => ({
      operation,
      runs: list.length,
      p50: percentile(list, 50),
      p95: percentile(list, 95),
      p99: percentile(list, 99),
      max: Math.max(...list),
    })),
  }
}
