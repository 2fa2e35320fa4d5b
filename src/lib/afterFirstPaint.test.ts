import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint } from './afterFirstPaint'

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('resolves in the task after the first frame', async () => {
    vi.useFakeTimers()
    let frame: (() => void) | undefined
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
      frame = callback
      return 1
    })
    let done = false
    const painted = afterFirstPaint(100).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(10)
    expect(done).toBe(false)
    frame!()
    await vi.advanceTimersByTimeAsync(0)
    await painted
    expect(done).toBe(true)
  })

  it('resolves anyway when no frame comes (a hidden tab, an iframe out of view)', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', () => 1)
    let done = false
    void afterFirstPaint(100).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(99)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })
})
