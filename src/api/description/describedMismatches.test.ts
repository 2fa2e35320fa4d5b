import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PROPERTY_TIMEOUT_MS } from './conformanceChecks'
import { describedArbitrary } from './describedArbitrary'
import { describedMismatches } from './describedMismatches'
import { describedResponse } from './describedShape'

/** The devnet's conformance check (devnet/service/describedAnswers.test.ts) against the description's own samples. */
describe('describedMismatches', () => {
  it.each([
    ['/chains', 'get'],
    ['/requests/v3', 'get'],
    ['/app-fees/{wallet}/claims', 'get'],
  ] as const)(
    'finds nothing in any answer the description allows for %s (no extra keys, enums closed)',
    (path, method) => {
      const shape = describedResponse(path, method)
      fc.assert(
        fc.property(describedArbitrary(shape, { extras: false, openEnums: false, maxLength: 2 }), (sample) => {
          expect(describedMismatches(shape, sample)).toEqual([])
        }),
        { numRuns: 50 },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it('names a key the description lacks, a wrong type, a value outside an enum and null where it has none', () => {
    const shape = describedResponse('/intents/status/v3', 'get')
    expect(
      describedMismatches(shape, { status: 'teleported', details: null, inTxHashes: [1], extra: true, updatedAt: 1 }),
    ).toEqual([
      expect.stringMatching(/^status: "teleported" is not one of/),
      'details: null where the description has a string',
      'inTxHashes[0]: a number (1) where the description has a string',
      'extra: not in the description',
    ])
    const claims = describedResponse('/app-fees/{wallet}/claims', 'get')
    expect(describedMismatches(claims, { claims: [{ claimId: 'a', metadata: {} }] })).toEqual([
      'claims[0].metadata: not in the description',
    ])
  })
})
