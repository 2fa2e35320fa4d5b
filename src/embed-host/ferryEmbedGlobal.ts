import { mount } from './mount'
import { EMBED_PROTOCOL_VERSION, FERRY_EVENTS, type FerryEventName } from './protocol'

/** `ferry-embed.js`: the host-page script, as a global (`Ferry.mount(element, options)`; `Ferry.events`, what `on` hears). */
declare global {
  interface Window {
    Ferry?: { mount: typeof mount; version: number; events: readonly FerryEventName[] }
  }
}
window.Ferry = { mount, version: EMBED_PROTOCOL_VERSION, events: FERRY_EVENTS }
