import { describe, expect, it } from 'vitest'
import { chainHealthResponseSchema } from '../../api/schemas/capacity'
import { withHealthNotes } from './withHealthNotes'

const choices = [
  { id: 1, name: 'A', note: 'Deposits paused for maintenance' },
  { id: 2, name: 'B' },
  { id: 3, name: 'C', unavailable: 'Not yet supported' },
]

describe('withHealthNotes', () => {
  it('marks a chain the service calls unhealthy, in place of the catalogue note; the others are as they were', () => {
    const marked = withHealthNotes(choices, [1, 2])
    expect(marked[0]!.note).toBe(
      'This chain is not working normally right now: fills may be slower and deposits may wait.',
    )
    expect(marked[1]!.note).toBe(marked[0]!.note)
    // A chain that cannot be chosen keeps its reason, and gets no note.
    expect(marked[2]).toEqual(choices[2])
    expect(withHealthNotes(choices, [])).toBe(choices)
  })
})

describe('GET /chains/health, read', () => {
  it('only `healthy: false` says a chain is unhealthy; anything else says nothing', () => {
    expect(chainHealthResponseSchema.parse({ healthy: false }).healthy).toBe(false)
    expect(chainHealthResponseSchema.parse({ healthy: true }).healthy).toBe(true)
    expect(chainHealthResponseSchema.parse({}).healthy).toBeUndefined()
    expect(chainHealthResponseSchema.parse({ healthy: 'no', extra: 1 }).healthy).toBeUndefined()
  })
})
