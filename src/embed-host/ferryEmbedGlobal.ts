import { mount } from './mount'
import { EMBED_PROTOCOL_VERSION } from './protocol'

/** `ferry-embed.js`: the host-page script, as a global (`Ferry.mount(element, options)`). */
declare global {
  interface Window {
    Ferry?: { mount: typeof mount; version: number }
  }
}
window.Ferry = { mount, version: EMBED_PROTOCOL_VERSION }
