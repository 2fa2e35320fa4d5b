import { describe, expect, it } from 'vitest'
import { underLoadWorkers } from './busyLoad'

describe('--under-load', () => {
  it('is off unless asked for, one worker a core by default, or N', () => {
    expect(underLoadWorkers(['--only=unit'])).toBeUndefined()
    expect(underLoadWorkers(['--under-load'])).toBeGreaterThan(0)
    expect(underLoadWorkers(['--under-load=3'])).toBe(3)
  })
  it('refuses a count that is not a whole number', () => {
    expect(() => underLoadWorkers(['--under-load=two'])).toThrow(/whole number/)
  })
})
