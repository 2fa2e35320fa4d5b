import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FAIL_REASONS, REFUND_FAIL_REASONS } from '../api/schemas/failReasons'
import {
  FAIL_REASON_TEXT,
  failReasonText,
  failureText,
  REFUND_FAIL_REASON_TEXT,
  refundFailReasonText,
} from './failReasonText'

describe('fail reason sentences', () => {
  it('has a sentence for every failReason of section 7.1 and nothing else', () => {
    expect(Object.keys(FAIL_REASON_TEXT).sort()).toEqual([...FAIL_REASONS].sort())
    for (const reason of FAIL_REASONS) expect(FAIL_REASON_TEXT[reason]).toMatch(/^[A-Z].{10,}\.$/)
  })
  it('has a sentence for every refundFailReason of section 7.2', () => {
    expect(Object.keys(REFUND_FAIL_REASON_TEXT).sort()).toEqual([...REFUND_FAIL_REASONS].sort())
  })
  it('never shows a raw code alone, even for a reason newer than this list', () => {
    expect(failReasonText('SOMETHING_NEW')).toMatch(/did not record.*SOMETHING_NEW/)
    expect(failReasonText(undefined)).toBe(FAIL_REASON_TEXT.UNKNOWN)
    expect(refundFailReasonText('N/A')).toBeUndefined()
    expect(refundFailReasonText('AMOUNT_TOO_LOW_TO_REFUND')).toMatch(/smaller than the cost/)
  })
  it("says what the status's details say when it has no reason (the public status omits failReason)", () => {
    const details = 'Refunded because the destination chain is congested'
    expect(failureText({ details })).toBe(details)
    expect(failureText({ failReason: 'UNKNOWN', details })).toBe(details)
    // A reason Ferry knows has its own sentence; details only stand in for a missing or unknown one.
    expect(failureText({ failReason: 'SLIPPAGE', details })).toBe(FAIL_REASON_TEXT.SLIPPAGE)
    expect(failureText({ failReason: 'SOMETHING_NEW', details })).toBe(`${details} (SOMETHING_NEW)`)
    // Details are typed as unknown: only a non-empty string is words to show.
    for (const odd of [undefined, '', '  ', { code: 1 }, 42])
      expect(failureText({ details: odd })).toBe(FAIL_REASON_TEXT.UNKNOWN)
  })
  // The shared folder sits beside the checkout in this workplace and in CI.
  const specPath = new URL('../../../shared/spec/service-interface.md', import.meta.url)
  it.runIf(existsSync(specPath))('the list matches the interface document', () => {
    const spec = readFileSync(specPath, 'utf8')
    const listed = /### 7\.1[\s\S]*?Values: ([^\n]*)\.\n/
      .exec(spec)![1]!
      .split(',')
      .map((s) => s.trim())
    expect([...FAIL_REASONS]).toEqual(listed)
  })
})
