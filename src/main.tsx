import { afterFirstPaint } from './lib/afterFirstPaint'
import { showBootFailure } from './lib/showBootFailure'
import './index.css'

/*
 * The demo page's page script, kept small on purpose: the header and the form
 * are already in the HTML (src/prerender), and a module the HTML names, or
 * preloads, is compiled and run before the browser paints that HTML. So this
 * only loads, once the HTML is on screen, the first load proper
 * (src/app/demoBoot.tsx: React, the header and the form's skeleton), which
 * renders over the HTML with what was done there.
 */
void afterFirstPaint().then(() => import('./app/demoBoot').catch(showBootFailure))
