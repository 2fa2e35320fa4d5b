import { t } from '@lingui/core/macro'
import { laggingChainNote } from '../../config/catalogue'
import type { ChainChoice } from '../../config/chainChoices'
import type { ChainStatus } from './useChainStatus'

/** What is said of a chain the service calls unhealthy (`GET /chains/health`), under its picker and in the list. */
export const unhealthyChainNote = () =>
  t({
    id: 'chain.note.unhealthy',
    message: 'This chain is not working normally right now: fills may be slower and deposits may wait.',
  })

const NO_STATUS: ReadonlyMap<number, ChainStatus> = new Map()

/**
 * The pickers' chains with what the service says of the chosen ones now. A chain whose blocks lag (`GET /chains`'
 * `blockProductionLagging`, read live) is marked with `laggingChainNote`, the more precise word; else one called
 * unhealthy (`GET /chains/health`) with `unhealthyChainNote`; else the live `statusMessage`. A chosen chain the live
 * answer lists says only what it says now (the catalogue's note from the page's load may be out of date); the others,
 * and chains that cannot be chosen, are as they were.
 */
export function withHealthNotes(
  choices: ChainChoice[],
  unhealthy: readonly number[],
  live: ReadonlyMap<number, ChainStatus> = NO_STATUS,
): ChainChoice[] {
  if (unhealthy.length === 0 && live.size === 0) return choices
  return choices.map((c) => {
    if (c.unavailable) return c
    const now = live.get(c.id)
    const note = now?.lagging
      ? laggingChainNote()
      : unhealthy.includes(c.id)
        ? unhealthyChainNote()
        : now
          ? now.statusMessage
          : c.note
    if (note === c.note) return c
    const { note: _old, ...rest } = c
    return note ? { ...rest, note } : rest
  })
}
