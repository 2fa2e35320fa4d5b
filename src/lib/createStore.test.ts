import { describe, expect, it } from 'vitest'
import { createStore } from './createStore'

describe('createStore', () => {
  it('tells its listeners when it changes, and only then', () => {
    const flag = createStore(false)
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

  it('hands over a new object for each change, so a reader keeps the one it read', () => {
    const store = createStore({ text: '' })
    const first = store.get()
    store.set({ ...store.get(), text: '0.03' })
    expect(first.text).toBe('')
    expect(store.get().text).toBe('0.03')
  })
})
