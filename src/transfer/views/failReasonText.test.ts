import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FAIL_REASONS, REFUND_FAIL_REASONS } from '../../api/schemas/failReasons'
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
  // docs/service-contract.md lists the reasons in order, separated by spaces and lines, in a fenced block named after the list.
  const contract = readFileSync(new URL('../../../docs/service-contract.md', import.meta.url), 'utf8')
  const listed = (block: string): string[] =>
    new RegExp(`\`\`\`${block}\n([\\s\\S]*?)\`\`\``).exec(contract)![1]!.trim().split(/\s+/)
  it('the list matches the service contract (section 7.1)', () => {
    expect([...FAIL_REASONS]).toEqual(listed('fail-reasons'))
  })
  it('the refund list matches the service contract (section 7.2, plus N/A)', () => {
    expect([...REFUND_FAIL_REASONS]).toEqual([...listed('refund-fail-reasons'), 'N/A'])
  })
})
