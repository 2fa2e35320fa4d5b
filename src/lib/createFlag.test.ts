import { describe, expect, it } from 'vitest'
import { createFlag } from './createFlag'

describe('createFlag', () => {
  it('tells its listeners when it changes, and only then', () => {
    const flag = createFlag()
    const heard: boolean[] = []
    const stop = flag.subscribe(() => heard.push(flag.get()))
    flag.set(true)
    flag.set(true)
    flag.set(false)
    stop()
    flag.set(true)
    expect(heard).toEqual([true, false])
    expect(flag.get()).toBe(true)
  })
})
