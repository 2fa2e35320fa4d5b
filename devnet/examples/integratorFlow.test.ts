import { getAddress, type Hex, zeroAddress } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { vaultAbi } from '../contracts/vaultAbi'
import { devnetHarness } from '../testing/devnetHarness'
import { exampleRequest, runIntegratorFlow } from './integratorFlow'

const h = devnetHarness(inject('manifest'))
const [A, B] = h.manifest.chains.map((c) => c.id) as [number, number]
// The one test account no other devnet test spends from.
const account = h.manifest.accounts[4]!
const rpcUrls = Object.fromEntries(h.manifest.chains.map((c) => [c.id, c.rpcUrl]))

describe('an outside integrator with plain fetch and viem', () => {
  it.each(['bridge', 'swap', 'call'] as const)(
    '%s: quote, send the steps, poll the check endpoint to success',
    async (kind) => {
      const usdcB = h.currency(B, 'USDC')
      const before = {
        eth: await h.balance(B, zeroAddress, account.address),
        usdc: await h.balance(B, usdcB, account.address),
      }
      const result = await runIntegratorFlow({
        serviceUrl: h.manifest.serviceUrl,
        rpcUrls,
        privateKey: account.privateKey as Hex,
        quoteRequest: exampleRequest(kind, h.manifest, account.address),
        pollIntervalMs: 100,
      })
      expect(result.status.status).toBe('success')
      expect(result.seen.at(-1)).toBe('success')
      expect(result.status.inTxHashes).toEqual([result.sent.at(-1)])
      const fill = await h.client(B).getTransactionReceipt({ hash: result.status.txHashes[0] as Hex })
      expect(fill.status).toBe('success')
      expect(getAddress(fill.from)).toBe(h.manifest.solver.address)
      const { request } = await h.record(result.requestId)
      expect(request).toMatchObject({ operation: kind, originChainId: A, destinationChainId: B })
      if (kind === 'bridge')
        expect((await h.balance(B, zeroAddress, account.address)) - before.eth).toBe(BigInt(String(request.amountOut)))
      if (kind === 'swap')
        expect((await h.balance(B, usdcB, account.address)) - before.usdc).toBeGreaterThan(140_000_000n)
      if (kind === 'call') {
        const vault = h.contracts(B).vault!
        expect(
          await h.client(B).readContract({
            address: vault,
            abi: vaultAbi,
            functionName: 'balanceOf',
            args: [usdcB, getAddress(account.address)],
          }),
        ).toBeGreaterThanOrEqual(25_000_000n)
      }
    },
  )
})
