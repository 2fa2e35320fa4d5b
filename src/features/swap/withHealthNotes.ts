import { t } from '@lingui/core/macro'
import type { ChainChoice } from '../../config/chainChoices'

/** What is said of a chain the service calls unhealthy (`GET /chains/health`), under its picker and in the list. */
export const unhealthyChainNote = () =>
  t({
    id: 'chain.note.unhealthy',
    message: 'This chain is not working normally right now: fills may be slower and deposits may wait.',
  })

/**
 * The pickers' chains with what `GET /chains/health` said of the chosen ones: a chain called unhealthy is marked with
 * `unhealthyChainNote` (in place of the catalogue's note, which says less); the others are as they were.
 */
export function withHealthNotes(choices: ChainChoice[], unhealthy: readonly number[]): ChainChoice[] {
  if (unhealthy.length === 0) return choices
  return choices.map((c) => (unhealthy.includes(c.id) && !c.unavailable ? { ...c, note: unhealthyChainNote() } : c))
}
