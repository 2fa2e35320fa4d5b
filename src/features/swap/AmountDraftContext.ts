import { createContext } from 'react'
import type { Store } from '../../lib/createStore'
import type { AmountDraft } from './amountDraft'

/**
 * The page's amount draft (amountDraft.ts), for the form's skeleton and the form wherever a page draws them: the boots
 * (app/demoBoot.tsx, app/embedBoot.tsx) and the build's prerender provide it once at the root, so the pages and
 * layouts between do not pass it along. The skeleton types into it; the form reads it once, as it replaces the
 * skeleton. None: a form with nothing typed before it (the skeleton always has one).
 */
export const AmountDraftContext = createContext<Store<AmountDraft> | undefined>(undefined)
