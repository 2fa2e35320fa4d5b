import { describe, expect, it } from 'vitest'
import { readSolanaBalances } from './readSolanaBalances'

const OWNER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263'
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

// Answers in the standard Solana JSON-RPC shape (`context.slot`, `value`), as a node gives them.
const tokenAccount = (pubkey: string, mint: string, amount: string, decimals: number) => ({
  pubkey,
  account: {
    data: {
      parsed: {
        info: {
          isNative: false,
          mint,
          owner: OWNER,
          state: 'initialized',
          tokenAmount: { amount, decimals, uiAmount: Number(amount) / 10 ** decimals, uiAmountString: '' },
        },
        type: 'account',
      },
      program: 'spl-token',
      space: 165,
    },
    executable: false,
    lamports: 2039280,
    owner: TOKEN_PROGRAM,
    rentEpoch: 0,
    space: 165,
  },
})
const recorded: Record<string, unknown> = {
  getBalance: { context: { apiVersion: '2.2.0', slot: 341197053 }, value: 1_500_000_000 },
  [`getTokenAccountsByOwner:${TOKEN_PROGRAM}`]: {
    context: { apiVersion: '2.2.0', slot: 341197053 },
    value: [
      tokenAccount('3emsAVdmGKERbHjmGfQ6oZ1e35dkf5iYcS6U4CPKFVaa', USDC, '12500000', 6),
      // A second account of the same mint: the balance is the sum.
      tokenAccount('7UX2i7SucgLMQcfZ75s3VXmZZY4YRUyJN9X1RgfMoDUi', USDC, '500000', 6),
      tokenAccount('BVNo8ftg2LkkssnWT4ZWdtoFaevnfD6ExYeramwM27pe', BONK, '42', 5),
    ],
  },
}

describe('readSolanaBalances', () => {
  it('reads SOL by getBalance and each mint asked by getTokenAccountsByOwner (jsonParsed), summing accounts', async () => {
    const asked: unknown[] = []
    const request = async ({ method, params }: { method: string; params: unknown[] }) => {
      asked.push({ method, params })
      if (method === 'getBalance') return recorded.getBalance
      const programId = (params[1] as { programId: string }).programId
      if (programId !== TOKEN_PROGRAM) throw new Error('Invalid param: could not find account')
      return recorded[`${method}:${programId}`]
    }
    const read = await readSolanaBalances({
      request,
      owner: OWNER,
      mints: [USDC, 'So11111111111111111111111111111111111111112'],
    })
    expect(read.native).toBe(1_500_000_000n)
    expect([...read.tokens]).toEqual([
      [USDC, 13_000_000n],
      // A mint with no token account holds nothing.
      ['So11111111111111111111111111111111111111112', 0n],
    ])
    expect(asked).toContainEqual({
      method: 'getTokenAccountsByOwner',
      params: [OWNER, { programId: TOKEN_PROGRAM }, { commitment: 'confirmed', encoding: 'jsonParsed' }],
    })
  })

  it('asks no token accounts without mints, and knows no token balance when every token call fails', async () => {
    const methods: string[] = []
    const failing = async ({ method }: { method: string; params: unknown[] }) => {
      methods.push(method)
      if (method === 'getBalance') return recorded.getBalance
      throw new Error('node is behind')
    }
    expect((await readSolanaBalances({ request: failing, owner: OWNER, mints: [] })).tokens.size).toBe(0)
    expect(methods).toEqual(['getBalance'])
    const read = await readSolanaBalances({ request: failing, owner: OWNER, mints: [USDC] })
    expect(read.native).toBe(1_500_000_000n)
    expect(read.tokens.has(USDC)).toBe(false)
  })
})
