import type { SiteInfo } from '../api/schemas/siteInfo'
import type { NetworkId } from '../config/networks'
import type { AppFee, AppFeeSetting } from '../transfer/fees/appFeePolicy'

/**
 * The fees a page's form asks on a network. The site server's answer decides
 * where it lists the network: it replaces whatever fees a browser sends, so
 * they are the fees charged (and named by its name alone: a host page framing
 * the widget does not get to name the server's fee). Without it (a static
 * build, a server without the endpoint, or quotes sent elsewhere), the
 * embed's own `appFees` and `siteName`, which the host page sets.
 * `site`: `undefined` while the answer is not in, `null` when there is none.
 */
export function siteAppFees(args: {
  site: SiteInfo | null | undefined
  networkId: NetworkId
  embed?: { appFees?: readonly AppFee[]; siteName?: string }
}): AppFeeSetting {
  if (args.site === undefined) return { status: 'pending' }
  const listed = args.site?.networks[args.networkId]
  if (listed) return { status: 'known', fees: listed.appFees, siteName: args.site?.name ?? undefined }
  return { status: 'known', fees: args.embed?.appFees ?? [], siteName: args.embed?.siteName }
}
