// Catalogues compiled at build time by scripts/messagesPlugin.ts.
declare module 'virtual:ferry-messages/*' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
declare module 'virtual:ferry-first-paint-messages/*' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
