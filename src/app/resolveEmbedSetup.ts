import { defaultDestination } from '../config/catalogue'
import type { NetworkResources } from '../config/loadNetwork'
import type { Token } from '../config/token'
import type { WidgetConfig } from '../config/widgetConfig'
import type { SwapPanelOptions, SwapPanelPart } from '../features/swap/SwapPanel'

export type EmbedSetup =
  | { ok: true; network: NetworkResources; options: SwapPanelOptions }
  | { ok: false; problems: string[] }

const FORM_PARTS: readonly SwapPanelPart[] = ['modeSwitch', 'slippage', 'exactOutput', 'recentTransfers']

/**
 * Applies an embed configuration to the network it runs on: the allow lists
 * narrow the chains and tokens, the `from`/`to` sides become the form's first
 * values. Whatever names a chain or token the network does not have is a
 * problem for the error screen, in words, rather than a silently ignored option.
 */
export function resolveEmbedSetup(config: WidgetConfig, network: NetworkResources): EmbedSetup {
  const problems: string[] = []
  const networkName = network.profile.label
  const known = network.chains.map((c) => c.id)
  for (const id of config.chains ?? []) {
    if (!known.includes(id))
      problems.push(`chains: ${id} is not a chain of ${networkName} (it has ${known.join(', ')})`)
  }
  const chains = config.chains ? network.chains.filter((c) => config.chains!.includes(c.id)) : network.chains
  const matches = (token: Token, ref: string) =>
    ref.startsWith('0x')
      ? token.address.toLowerCase() === ref.toLowerCase()
      : token.symbol.toLowerCase() === ref.toLowerCase()
  let tokens = network.tokens.filter((t) => chains.some((c) => c.id === t.chainId))
  if (config.tokens) {
    for (const ref of config.tokens)
      if (!tokens.some((t) => matches(t, ref))) problems.push(`tokens: ${ref} is not offered on the allowed chains`)
    tokens = tokens.filter((t) => config.tokens!.some((ref) => matches(t, ref)))
  }

  const initial: NonNullable<SwapPanelOptions['initial']> = {}
  const side = (name: 'from' | 'to') => {
    const wanted = config[name]
    if (!wanted) return
    const chainKey = name === 'from' ? 'originChainId' : 'destinationChainId'
    const tokenKey = name === 'from' ? 'originToken' : 'destinationToken'
    if (wanted.chainId !== undefined) {
      if (!chains.some((c) => c.id === wanted.chainId)) {
        problems.push(
          `${name}.chainId: ${wanted.chainId} is not among the ${config.chains ? 'allowed chains' : `chains of ${networkName}`} (${chains.map((c) => c.id).join(', ')})`,
        )
        return
      }
      const refused = name === 'to' ? network.listedChains.find((c) => c.id === wanted.chainId)?.destination : undefined
      if (refused && refused.kind !== 'available') {
        problems.push(`to.chainId: ${wanted.chainId} cannot be a destination (${refused.reason})`)
        return
      }
      initial[chainKey] = wanted.chainId
    }
    if (wanted.token !== undefined) {
      const chainId =
        wanted.chainId ?? (name === 'from' ? chains[0] : defaultDestination(chains, network.listedChains))?.id
      const token = tokens.find((t) => t.chainId === chainId && matches(t, wanted.token!))
      if (!token) problems.push(`${name}.token: ${wanted.token} is not offered on chain ${chainId}`)
      else initial[tokenKey] = token.address
    }
  }
  side('from')
  side('to')
  if (chains.length === 0) problems.push('chains: no chain is left to offer')
  if (problems.length) return { ok: false, problems }

  if (config.mode) initial.mode = config.mode
  if (config.amount) initial.payText = config.amount
  return {
    ok: true,
    network: {
      ...network,
      chains,
      tokens,
      // An allow list narrows what is offered: chains outside it are not shown at all.
      listedChains: config.chains
        ? network.listedChains.filter((c) => config.chains!.includes(c.id))
        : network.listedChains,
    },
    options: {
      initial,
      recipient: config.recipient,
      locked: { origin: config.from?.locked, destination: config.to?.locked },
      hidden: FORM_PARTS.filter((part) => config.hide?.includes(part)),
      slippageBps: config.slippageBps,
      referrer: config.referrer,
      swapSources: { included: config.includedSwapSources, excluded: config.excludedSwapSources },
      fixedTokens: config.tokens !== undefined,
    },
  }
}
