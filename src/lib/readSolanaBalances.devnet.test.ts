import { describe, expect, inject, it } from 'vitest'
import { jsonRpc } from './jsonRpc'
import { readSolanaBalances } from './readSolanaBalances'

const manifest = inject('manifest')

describe('readSolanaBalances on the devnet Solana chain', () => {
  it('reads a funded test keypair: SOL and USDC', async () => {
    const solana = manifest.solana!
    const read = await readSolanaBalances({
      request: jsonRpc(solana.rpcUrl),
      owner: solana.accounts[0]!.address,
      mints: [solana.usdcMint],
    })
    expect(read.native).toBeGreaterThan(0n)
    expect(read.tokens.get(solana.usdcMint)).toBeGreaterThan(0n)
  })
})
