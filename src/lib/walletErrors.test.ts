import { HttpRequestError, InternalRpcError } from 'viem'
import { describe, expect, it } from 'vitest'
import { nodeUnreachableText, readableError, TransactionRevertedError } from './walletErrors'

describe('readableError', () => {
  it('words a wallet that got no answer from its node, however deep the cause', () => {
    const internal = new InternalRpcError(new Error('connect ECONNREFUSED 127.0.0.1:8545'))
    expect(readableError(internal).message).toBe(nodeUnreachableText())
    expect(readableError({ code: -32603, message: 'Internal JSON-RPC error.' }).message).toBe(nodeUnreachableText())
    const http = new HttpRequestError({ url: 'http://127.0.0.1:8545', details: 'fetch failed' })
    expect(readableError(new Error('sending the deposit failed', { cause: http })).message).toBe(nodeUnreachableText())
  })

  it('keeps viem’s short message, Ferry’s own errors, and anything else as it is', () => {
    const reverted = new TransactionRevertedError({ chainId: 1, hash: '0xab' })
    expect(readableError(reverted)).toBe(reverted)
    const withShort = Object.assign(new Error('long text with the whole request'), { shortMessage: 'Nonce too low.' })
    expect(readableError(withShort).message).toBe('Nonce too low.')
    expect(readableError('plain').message).toBe('plain')
  })
})
