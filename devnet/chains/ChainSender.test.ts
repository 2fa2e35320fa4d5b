import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { DevnetChain } from '../DevnetContext'
import { ChainSender, untilStopped } from './ChainSender'

/** A chain whose node never answers: every call hangs, as against a node killed mid-request behind its retries. */
function deadChain(calls: string[]): DevnetChain {
  const hang = (name: string) => () => {
    calls.push(name)
    return new Promise(() => {})
  }
  return {
    id: 31_337,
    client: {
      getTransactionCount: hang('getTransactionCount'),
      estimateGas: hang('estimateGas'),
      estimateFeesPerGas: hang('estimateFeesPerGas'),
      waitForTransactionReceipt: hang('waitForTransactionReceipt'),
    },
  } as unknown as DevnetChain
}

describe('ChainSender at a stop', () => {
  it('starts nothing queued behind the stop, and ends the one under way and a receipt wait at once', async () => {
    const calls: string[] = []
    const stopping = new AbortController()
    const sender = new ChainSender(deadChain(calls), privateKeyToAccount(generatePrivateKey()), stopping.signal)
    const submits = Array.from({ length: 5 }, () => sender.submit({ to: `0x${'11'.repeat(20)}` }, async () => true))
    const receipt = sender.waitForReceipt(`0x${'22'.repeat(32)}`)
    // The first submit is at the node; the other four wait their turn.
    await expect.poll(() => calls.filter((c) => c === 'getTransactionCount').length).toBe(1)
    stopping.abort(new Error('stopping'))
    const settled = await Promise.allSettled([receipt, ...submits])
    expect(settled.every((s) => s.status === 'rejected')).toBe(true)
    // Nothing behind the stop reached the node.
    expect(calls.filter((c) => c === 'getTransactionCount')).toHaveLength(1)
  })

  it('untilStopped passes the answer through, and refuses at once when already stopped', async () => {
    const stopping = new AbortController()
    await expect(untilStopped(Promise.resolve(7), stopping.signal)).resolves.toBe(7)
    stopping.abort(new Error('stopped'))
    await expect(untilStopped(new Promise(() => {}), stopping.signal)).rejects.toThrow('stopped')
  })
})
