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

describe('withHealthNotes with the chains as GET /chains lists them now', () => {
  const lagging = 'This chain is slow right now: transfers may take longer than usual.'
  it('a chain whose blocks lag now says so (before unhealthy); the live words replace the loaded note', () => {
    const live = new Map([
      [1, { lagging: false }],
      [2, { lagging: true }],
      [3, { lagging: true }],
    ])
    const marked = withHealthNotes(choices, [2], live)
    // Chain 1's note was the catalogue's when the page loaded; the service says nothing of it now.
    expect(marked[0]).toEqual({ id: 1, name: 'A' })
    expect(marked[1]!.note).toBe(lagging)
    expect(marked[2]).toEqual(choices[2])
    expect(
      withHealthNotes(choices, [], new Map([[2, { lagging: false, statusMessage: 'Upgrade at 14:00' }]]))[1]!.note,
    ).toBe('Upgrade at 14:00')
    // A chain the live answer does not list keeps what it had.
    expect(withHealthNotes(choices, [], new Map([[2, { lagging: true }]]))[0]).toEqual(choices[0])
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
