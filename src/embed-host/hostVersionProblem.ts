import { OLDEST_PEER_VERSION } from './protocol'

/**
 * What the widget says to a page whose ferry-widget (or ferry-embed.js) speaks an older embed protocol than it takes,
 * as `error` `protocol-version` (the page's onError / on('error'), read by the integrator, so in English like the
 * rest of the host side); undefined when the page's version works (a newer
 * one does too). useEmbedHost asks it of each `init`.
 */
export function hostVersionProblem(hostVersion: number, oldest = OLDEST_PEER_VERSION): string | undefined {
  if (hostVersion >= oldest) return undefined
  return `Upgrade ferry-widget on this page: it speaks embed protocol ${hostVersion}, this widget needs ${oldest} or newer`
}
