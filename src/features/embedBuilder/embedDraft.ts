import { t } from '@lingui/core/macro'
import { defaultDestination } from '../../config/catalogue'
import type { NetworkResources } from '../../config/loadNetwork'
import { decodeConfigParam, type WidgetConfig } from '../../config/widgetConfig'

/** The builder's options: a widget configuration with both sides and the theme always present. */
export type Draft = WidgetConfig & {
  from: NonNullable<WidgetConfig['from']>
  to: NonNullable<WidgetConfig['to']>
  theme: NonNullable<WidgetConfig['theme']>
}

/** The builder's first options: those `encoded` (from a shared link) holds, else the defaults for `network`. */
export function initialDraft(
  network: NetworkResources,
  encoded: string | undefined,
): { draft: Draft; linkProblem?: string } {
  const fallback: Draft = {
    network: network.profile.id,
    mode: 'bridge',
    from: { chainId: network.chains[0]?.id },
    to: { chainId: defaultDestination(network.chains, network.listedChains)?.id },
    theme: { mode: 'light' },
  }
  if (!encoded) return { draft: fallback }
  const decoded = decodeConfigParam(encoded)
  if (!decoded.ok) {
    const problem = decoded.problem
    return {
      draft: fallback,
      linkProblem: t({
        id: 'embedBuilder.linkProblem',
        message: `This link's embed options could not be read (${problem}); starting from the defaults.`,
      }),
    }
  }
  const value = decoded.value as WidgetConfig
  return { draft: { ...fallback, ...value, from: { ...value.from }, to: { ...value.to }, theme: { ...value.theme } } }
}
