import { http } from 'viem'
import { foundry } from 'viem/chains'
import { expect, test } from 'vitest'
import { createConfig } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'
import { dropStaleConnection } from './dropStaleConnection'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const newConfig = () =>
  createConfig({
    chains: [foundry],
    connectors: [mock({ accounts: [ACCOUNT] })],
    transports: { [foundry.id]: http('http://127.0.0.1:1') },
  })

test('a connection made before the provider mounted, emptied by its mount, can be made again', async () => {
  const config = newConfig()
  const connector = config.connectors[0]!
  await connect(config, { connector })
  // What WagmiProvider's mount does with reconnectOnMount off (@wagmi/core hydrate's onMount).
  config.setState((state) => ({ ...state, connections: new Map() }))
  await expect(connect(config, { connector })).rejects.toThrow(/already connected/)

  expect(dropStaleConnection(config)).toBe(true)
  await connect(config, { connector })
  expect(config.state.status).toBe('connected')
  expect(config.state.connections.get(connector.uid)?.accounts).toEqual([ACCOUNT])
})

test('a live connection, or none, is left as it is', async () => {
  const config = newConfig()
  expect(dropStaleConnection(config)).toBe(false)
  await connect(config, { connector: config.connectors[0]! })
  const before = config.state
  expect(dropStaleConnection(config)).toBe(false)
  expect(config.state).toBe(before)
})
