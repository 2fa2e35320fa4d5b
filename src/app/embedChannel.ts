import { parentOriginOf } from '../config/widgetUrl'
import { createGuestChannel } from '../features/embed/createGuestChannel'

/** The embed's channel to its host page, listening from the page's first script: the host's first `init` can arrive before the widget has loaded. */
export const embedChannel = createGuestChannel({ window, parentOrigin: parentOriginOf(window.location.search) })
