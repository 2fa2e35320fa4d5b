import { createPublicClient, type Hex, http, numberToHex, toHex } from 'viem'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { eip191Message } from '../../api/eip191Message'
import { getQuote } from '../../api/getQuote'
import { getStatus } from '../../api/getStatus'
import type { RequestStatus } from '../../api/schemas/status'
import { createKeyProvider } from '../../config/createKeyProvider'
import { devnetChains } from '../../config/devnetChains'
import { runSteps, type StepWallet } from './runSteps'

// The widget's own step runner and Devnet-wallet provider, against the real devnet.
const manifest = inject('manifest')
const chains = devnetChains(manifest)
const account = manifest.accounts[manifest.accounts.length - 1]!
const provider = createKeyProvider({ privateKey: account.privateKey as Hex, chains })
const client = (chainId: number) => {
  const chain = chains.find((c) => c.id === chainId)!
  return createPublicClient({ chain, transport: http(chain.rpcUrls.default.http[0]) })
}

/** What `personal_sign` is given for an eip191 message: the bytes the official client signs. */
function personalSignBytes(message: string): Hex {
  const signable = eip191Message(message)
  return typeof signable === 'string'
    ? toHex(signable)
    : typeof signable.raw === 'string'
      ? signable.raw
      : toHex(signable.raw)
}

const wallet: StepWallet = {
  getChainId: async () => Number(await provider.request({ method: 'eth_chainId' })),
  switchChain: async (chainId) => {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] })
  },
  sendTransaction: (tx) =>
    provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: tx.from as Hex, to: tx.to as Hex, data: tx.data as Hex, value: toHex(BigInt(tx.value)) }],
    }),
  waitForReceipt: async ({ chainId, hash }) => ({
    status: (await client(chainId).waitForTransactionReceipt({ hash, pollingInterval: 100 })).status,
  }),
  sign: (payload) =>
    payload.signatureKind === 'eip191'
      ? provider.request({
          method: 'personal_sign',
          params: [personalSignBytes(payload.message), account.address as Hex],
        })
      : provider.request({
          method: 'eth_signTypedData_v4',
          params: [
            account.address as Hex,
            JSON.stringify({ ...payload, message: payload.value }, (_, v) =>
              typeof v === 'bigint' ? v.toString() : v,
            ),
          ],
        }),
}

async function bridge(args: { symbol: 'ETH' | 'USDC'; from: number; to: number; amount: string }) {
  const currency = (chainId: number) =>
    manifest.chains.find((c) => c.id === chainId)!.currencies.find((c) => c.symbol === args.symbol)!.address
  const quote = await getQuote({
    baseUrl: manifest.serviceUrl,
    request: {
      user: account.address,
      originChainId: args.from,
      destinationChainId: args.to,
      originCurrency: currency(args.from),
      destinationCurrency: currency(args.to),
      amount: args.amount,
      tradeType: 'EXACT_INPUT',
    },
  })
  const seen: (RequestStatus | 'unknown')[] = []
  const outcome = await runSteps({
    steps: quote.steps,
    wallet,
    pollIntervalMs: 100,
    fetchStatus: ({ endpoint, signal }) => getStatus({ baseUrl: manifest.serviceUrl, endpoint, signal }),
    onProgress: (p) => {
      const s = p.status?.status
      if (s && seen.at(-1) !== s) seen.push(s)
    },
  })
  return { quote, outcome, seen }
}

const ORDER: (RequestStatus | 'unknown')[] = ['waiting', 'pending', 'submitted', 'success']

describe('runSteps against the devnet', () => {
  beforeAll(async () => {
    // As a site does: no accounts until the wallet is asked.
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    await provider.request({ method: 'eth_requestAccounts' })
  })

  it('bridges ETH through the key provider, switching chain first, and sees statuses only move forward', async () => {
    await wallet.switchChain(chains[2]!.id)
    const { outcome, seen } = await bridge({
      symbol: 'ETH',
      from: chains[0]!.id,
      to: chains[1]!.id,
      amount: '250000000000000000',
    })
    expect(outcome.status.status).toBe('success')
    expect(outcome.status.txHashes.length).toBeGreaterThan(0)
    expect(outcome.transactions[0]?.chainId).toBe(chains[0]!.id)
    const positions = seen.map((s) => ORDER.indexOf(s))
    expect(positions.every((p) => p >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  })

  it('bridges USDC, executing the approval step before the deposit', async () => {
    const { quote, outcome } = await bridge({
      symbol: 'USDC',
      from: chains[1]!.id,
      to: chains[2]!.id,
      amount: '12345678',
    })
    expect(outcome.status.status).toBe('success')
    expect(outcome.transactions.map((t) => t.stepId)).toEqual(quote.steps.map((s) => s.id))
  })
})
