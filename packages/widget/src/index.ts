/**
 * `ferry-widget`: Ferry in any page, without a framework. The same host code as `ferry-embed.js` (src/embed-host/),
 * bundled as an ES module with its types; nothing here touches `window` until `mount` is called, so a server may
 * import it.
 */
export type { Eip1193Like } from '../../../src/embed-host/createHostConnection'
export { type FerryHandle, type MountOptions, mount } from '../../../src/embed-host/mount'
export {
  EMBED_PROTOCOL_VERSION,
  FERRY_EVENTS,
  type FerryEventMap,
  type FerryEventName,
  type HostWalletBatchCalls,
  type HostWalletInfo,
} from '../../../src/embed-host/protocol'
