import './app/embedChannel'
import { afterFirstPaint } from './lib/afterFirstPaint'
import { showBootFailure } from './lib/showBootFailure'
import './embed.css'

/*
 * The embed's page script, kept small on purpose: its form is already in the
 * HTML, typeable (src/prerender), and a module the HTML names, or preloads, is
 * compiled and run before the browser paints that HTML. So this only starts
 * listening to the host page and, once the HTML is on screen, loads the first
 * load proper (src/app/embedBoot.tsx: React and the form's skeleton), which
 * renders over the HTML with what was typed there.
 */
void afterFirstPaint().then(() => import('./app/embedBoot').catch(showBootFailure))
