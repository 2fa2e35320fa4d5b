import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/ApiError'
import type { RequestRecord } from '../../api/schemas/requests'
import { type FastFillCalls, type FastFillRefusal, refusalOf, runFastFill } from './fastFill'
import { fastFillText, fastFillTone } from './fastFillText'

const refused = (status: number, errorCode?: string) =>
  new ApiError({ kind: 'http', status, errorCode, path: '/fast-fill', message: `refused ${status}` })
const record = (status: string, triggeredByFastFill?: boolean) =>
  ({ id: '0x1', status, data: { triggeredByFastFill } }) as unknown as RequestRecord

/** Calls that answer as told: the records the request goes through (the last one repeats). */
function calls(records: (RequestRecord | null)[], send: () => Promise<unknown> = async () => ({ message: 'queued' })) {
  const left = [...records]
  const made: FastFillCalls = { send, readRecord: async () => (left.length > 1 ? left.shift()! : left[0]!) }
  return made
}

describe('refusalOf', () => {
  it('names each refusal by its code, else by the status the description gives it', () => {
    const cases: [unknown, FastFillRefusal][] = [
      [refused(403, 'API_KEY_REQUIRED'), 'no-key'],
      [refused(403, 'FAST_FILL_NOT_CONFIGURED'), 'off'],
      [refused(400, 'FAST_FILL_LIMIT_EXCEEDED'), 'over-cap'],
      [refused(400, 'INSUFFICIENT_APP_BALANCE'), 'over-balance'],
      [refused(401), 'not-allowed'],
      [refused(403, 'FORBIDDEN'), 'not-allowed'],
      [refused(404, 'REQUEST_NOT_FOUND'), 'unknown-request'],
      [refused(409), 'not-waiting'],
      [refused(502, 'UPSTREAM_UNREACHABLE'), 'unreachable'],
      [new ApiError({ kind: 'network', path: '/fast-fill', message: 'offline' }), 'unreachable'],
      [refused(400, 'INVALID_INPUT'), 'other'],
      [new Error('boom'), 'other'],
    ]
    for (const [error, refusal] of cases) expect(refusalOf(error)).toBe(refusal)
  })
})

describe('runFastFill', () => {
  it('asks, follows the record until it is filled, and tells a fill of its own from one found done', async () => {
    const progress: string[] = []
    const outcome = await runFastFill({
      calls: calls([record('waiting'), record('pending'), record('success', true)]),
      onProgress: (p) => progress.push(p),
      pollMs: 1,
    })
    expect(outcome).toEqual({ kind: 'filled' })
    expect(progress).toEqual(['asking', 'filling'])
    expect(await runFastFill({ calls: calls([record('success', false)]), pollMs: 1 })).toEqual({
      kind: 'already-filled',
    })
  })

  it('says a refusal instead of throwing, and never reads the record then', async () => {
    let reads = 0
    const outcome = await runFastFill({
      calls: {
        send: async () => {
          throw refused(409)
        },
        readRecord: async () => {
          reads++
          return null
        },
      },
    })
    expect(outcome).toEqual({ kind: 'refused', refusal: 'not-waiting', message: 'refused 409' })
    expect(reads).toBe(0)
  })

  it('ends with the request when it ends without a fill, and stops waiting at its deadline', async () => {
    expect(await runFastFill({ calls: calls([record('refund')]), pollMs: 1 })).toEqual({
      kind: 'ended',
      status: 'refund',
    })
    let clock = 0
    const outcome = await runFastFill({
      calls: calls([record('pending')]),
      pollMs: 1,
      waitMs: 5,
      now: () => (clock += 2),
    })
    expect(outcome).toEqual({ kind: 'still-running' })
  })
})

describe('fastFillText', () => {
  it('says every outcome in its own words, refusals as errors', () => {
    const refusals: FastFillRefusal[] = [
      'no-key',
      'off',
      'not-allowed',
      'over-cap',
      'over-balance',
      'unknown-request',
      'not-waiting',
      'unreachable',
      'other',
    ]
    const texts = refusals.map((refusal) => fastFillText({ kind: 'refused', refusal, message: 'the reason' }))
    expect(new Set(texts).size).toBe(refusals.length)
    for (const text of texts) expect(text).toMatch(/^Not fast-filled: /)
    expect(texts.at(-1)).toBe('Not fast-filled: the reason')
    expect(fastFillTone({ kind: 'refused', refusal: 'off', message: '' })).toBe('error')
    expect(fastFillText({ kind: 'filled' })).toMatch(/^Filled early/)
    expect(fastFillTone({ kind: 'filled' })).toBe('success')
    expect(fastFillText({ kind: 'ended', status: 'refund' })).toContain('Refunded')
  })
})
