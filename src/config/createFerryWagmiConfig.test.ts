import { sepolia } from 'viem/chains'
import { afterEach, describe, expect, it } from 'vitest'
import { createFerryWagmiConfig } from './createFerryWagmiConfig'

const holder = globalThis as { ethereum?: unknown }

describe('createFerryWagmiConfig', () => {
  afterEach(() => {
    delete holder.ethereum
  })

  it('builds a config with no connector at all on a public network in a browser without a wallet', () => {
    // RainbowKit's connectorsForWallets throws on an empty list; this crashed the testnet and mainnet pages.
    const config = createFerryWagmiConfig({ network: 'testnet', chains: [sepolia] })
    expect(config.connectors).toHaveLength(0)
  })

  it('offers the injected wallet where one is, and the Devnet wallet where a devnet key is given', () => {
    holder.ethereum = { request: async () => null, on() {}, removeListener() {} }
    expect(createFerryWagmiConfig({ network: 'testnet', chains: [sepolia] }).connectors.map((c) => c.id)).toEqual([
      'injected',
    ])
    delete holder.ethereum
    const key = `0x${'11'.repeat(32)}` as const
    expect(createFerryWagmiConfig({ network: 'local', chains: [sepolia], devnetKey: key }).connectors).toHaveLength(1)
  })
})
