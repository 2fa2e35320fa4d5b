import { describe, expect, it } from 'vitest'
import { readBalances } from './readBalances'

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const BROKEN = '0x00000000000000000000000000000000000000b0'

describe('readBalances', () => {
  it('reads native and ERC20 balances by plain JSON-RPC and leaves out a token whose call fails', async () => {
    const calls: { method: string; params: unknown[] }[] = []
    const request = async (args: { method: string; params: unknown[] }) => {
      calls.push(args)
      if (args.method === 'eth_getBalance') return '0xde0b6b3a7640000'
      const { to } = args.params[0] as { to: string }
      if (to === BROKEN.toLowerCase()) throw new Error('execution reverted')
      return '0x00000000000000000000000000000000000000000000000000000000000f4240'
    }
    const result = await readBalances({
      request,
      owner: OWNER,
      tokens: ['0x0000000000000000000000000000000000000000', USDC, BROKEN],
    })
    expect(result.native).toBe(10n ** 18n)
    expect([...result.tokens]).toEqual([
      ['0x0000000000000000000000000000000000000000', 10n ** 18n],
      [USDC.toLowerCase(), 1_000_000n],
    ])
    expect(calls[1]).toEqual({
      method: 'eth_call',
      params: [
        { to: USDC.toLowerCase(), data: `0x70a08231${'0'.repeat(24)}${OWNER.slice(2).toLowerCase()}` },
        'latest',
      ],
    })
  })

  it('refuses an owner that is not an address', async () => {
    await expect(
      readBalances({ request: async () => '0x0', owner: '0x1234' as `0x${string}`, tokens: [] }),
    ).rejects.toThrow('Not an address')
  })
})
