import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { errorBodySchema } from '../schemas/errorBody'
import { fastFillResponseSchema } from '../schemas/fastFill'
import type { RequestRecordBody } from '../schemas/requests'
import { type Accepts, PROPERTY_TIMEOUT_MS } from './conformanceChecks'
import { describedArbitrary } from './describedArbitrary'
import { describedResponse } from './describedShape'
import type { DescribedRequestBody, DescribedResponse } from './describedTypes'

/**
 * Fast fill: `POST /fast-fill` against the public description. Its answer has only an optional `message`, read as
 * given; the body the site server sends is one the description takes; a record's `triggeredByFastFill` (boolean or
 * null in `/requests/v3`) is read.
 */
type Answer = DescribedResponse<'/fast-fill', 'post'>
type Body = DescribedRequestBody<'/fast-fill', 'post'>
const answerAccepted: Accepts<typeof fastFillResponseSchema, Answer> = true
const sent: Body = { requestId: `0x${'ab'.repeat(32)}`, maxFillAmountUsd: 250 }
type RecordFlag = NonNullable<NonNullable<DescribedResponse<'/requests/v3', 'get'>['requests']>[number]['data']>
const flagRead: RecordFlag['triggeredByFastFill'] extends RequestRecordBody['data']['triggeredByFastFill']
  ? true
  : false = true
const RUNS = { numRuns: 300 }

describe('fast fill, as the public description has it', () => {
  it('type level: the answer accepted, the site server body and the record flag as described (typecheck stage)', () => {
    expect([answerAccepted, flagRead, typeof sent.maxFillAmountUsd]).toEqual([true, true, 'number'])
  })

  it(
    'POST /fast-fill: every answer is read, its message as given',
    () => {
      fc.assert(
        fc.property(describedArbitrary(describedResponse('/fast-fill', 'post')), (sample) => {
          expect(fastFillResponseSchema.parse(sample).message).toBe((sample as Answer).message)
        }),
        RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it('its refusals (only a message, as described) are read as error bodies', () => {
    for (const message of ['Unauthorized: Check API Key', 'Request not found', undefined])
      expect(errorBodySchema.parse(message === undefined ? {} : { message }).message).toBe(message)
  })
})
