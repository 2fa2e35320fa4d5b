import type { Hex } from 'viem'
import type { Config } from 'wagmi'
import { batchExecutorsOf } from '../config/batchExecutorsOf'
import { evmChains } from '../config/catalogue'
import { createWagmiConfig } from '../config/createWagmiConfig'
import { devnetConnector } from '../config/devnetWallet'
import type { NetworkResources } from '../config/loadNetwork'
import { embedConnectors } from '../features/embed/embedConnectors'
import type { HostWallet } from '../features/embed/useEmbedHost'

/**
 * One wagmi config per network and wallet on offer (the host page's, or the frame's own), kept across renders, as
 * the demo page keeps its own (DemoWallet): wagmi reconnects a config while rendering its provider, one reconnect
 * at a time, so a config made anew by a render React redid (a part of it suspended) would never reconnect, and
 * every new config drops the connection the host's wallet made in the frame.
 */
const configs = new WeakMap<NetworkResources, { own?: Config; hosts: WeakMap<HostWallet, Config> }>()

export function embedWagmiConfig(network: NetworkResources, hostWallet: HostWallet | undefined): Config {
  const ofNetwork = configs.get(network) ?? { hosts: new WeakMap<HostWallet, Config>() }
  configs.set(network, ofNetwork)
  const known = hostWallet ? ofNetwork.hosts.get(hostWallet) : ofNetwork.own
  if (known) return known
  // On the local network the Devnet wallet is there too, unless the host page hands over its own wallet.
  const devnetKey = hostWallet ? undefined : (network.manifest?.accounts[0]?.privateKey as Hex | undefined)
  const config = createWagmiConfig({
    network: network.profile.id,
    chains: network.chains,
    connectors: [
      ...embedConnectors(hostWallet),
      ...(devnetKey
        ? [
            devnetConnector({
              privateKey: devnetKey,
              chains: evmChains(network.chains),
              batchExecutors: batchExecutorsOf(network.manifest),
            }),
          ]
        : []),
    ],
    storageKey: `ferry.embed.${network.profile.id}.wagmi`,
  })
  if (hostWallet) ofNetwork.hosts.set(hostWallet, config)
  else ofNetwork.own = config
  return config
}
