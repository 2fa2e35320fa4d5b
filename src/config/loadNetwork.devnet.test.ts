import { describe, expect, inject, it } from 'vitest'
import { loadNetwork } from './loadNetwork'

describe('loadNetwork on the local network (real devnet)', () => {
  const manifest = inject('manifest')
  const profile = {
    id: 'local' as const,
    label: 'Local devnet',
    serviceUrl: manifest.serviceUrl,
    apiUrl: manifest.serviceUrl,
    websocketUrl: undefined,
    isDevnet: true,
  }

  it('takes chains and tokens from GET /chains, which agree with the manifest', async () => {
    const network = await loadNetwork(profile)
    // The EVM chains, then the local Solana chain with its SOL and USDC (base58, exactly).
    const solana = manifest.solana!
    expect(network.chains.map((c) => c.id)).toEqual([...manifest.chains.map((c) => c.id), solana.chainId])
    const onSolana = network.tokens.filter((t) => t.chainId === solana.chainId)
    expect(onSolana.map((t) => [t.symbol, t.address])).toEqual([
      ['SOL', '11111111111111111111111111111111'],
      ['USDC', solana.usdcMint],
    ])
    expect(network.profile.websocketUrl).toBe(manifest.websocketUrl)
    for (const chain of manifest.chains) {
      for (const currency of chain.currencies) {
        const token = network.tokens.find((t) => t.chainId === chain.id && t.symbol === currency.symbol)
        expect(token?.address.toLowerCase(), `${currency.symbol} on ${chain.id}`).toBe(currency.address.toLowerCase())
        expect(token?.decimals).toBe(currency.decimals)
      }
    }
  })

  it('says clearly when the devnet is not there', async () => {
    await expect(
      loadNetwork({ ...profile, serviceUrl: 'http://127.0.0.1:1', apiUrl: 'http://127.0.0.1:1' }),
    ).rejects.toThrow(/Cannot reach the service/)
  })
})
