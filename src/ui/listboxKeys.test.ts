import { describe, expect, it } from 'vitest'
import { LISTBOX_PAGE_STEP, listboxKeyAction } from './listboxKeys'

const at = (key: string, active: number, count: number, mods: { ctrlKey?: boolean; metaKey?: boolean } = {}) =>
  listboxKeyAction({ key, active, count, ...mods })

describe('listboxKeyAction', () => {
  it('moves by one with the arrows, stopping at the ends', () => {
    expect(at('ArrowDown', 0, 3)).toEqual({ kind: 'move', to: 1 })
    expect(at('ArrowDown', 2, 3)).toEqual({ kind: 'move', to: 2 })
    expect(at('ArrowUp', 1, 3)).toEqual({ kind: 'move', to: 0 })
    expect(at('ArrowUp', 0, 3)).toEqual({ kind: 'move', to: 0 })
  })

  it('moves by a page with PageUp and PageDown, stopping at the ends', () => {
    expect(at('PageDown', 0, 100)).toEqual({ kind: 'move', to: LISTBOX_PAGE_STEP })
    expect(at('PageDown', 95, 100)).toEqual({ kind: 'move', to: 99 })
    expect(at('PageUp', 20, 100)).toEqual({ kind: 'move', to: 20 - LISTBOX_PAGE_STEP })
    expect(at('PageUp', 3, 100)).toEqual({ kind: 'move', to: 0 })
  })

  it('jumps to the first and last with Ctrl or Cmd and Home/End; plain Home/End stay with the text', () => {
    expect(at('Home', 50, 100, { ctrlKey: true })).toEqual({ kind: 'move', to: 0 })
    expect(at('End', 5, 100, { ctrlKey: true })).toEqual({ kind: 'move', to: 99 })
    expect(at('End', 5, 100, { metaKey: true })).toEqual({ kind: 'move', to: 99 })
    expect(at('Home', 50, 100)).toBeUndefined()
    expect(at('End', 5, 100)).toBeUndefined()
  })

  it('picks with Enter and leaves other keys to the search box', () => {
    expect(at('Enter', 4, 10)).toEqual({ kind: 'pick' })
    expect(at('a', 4, 10)).toBeUndefined()
    expect(at('Escape', 4, 10)).toBeUndefined()
  })

  it('stays on the first place of an empty list', () => {
    expect(at('ArrowDown', 0, 0)).toEqual({ kind: 'move', to: 0 })
    expect(at('End', 0, 0, { ctrlKey: true })).toEqual({ kind: 'move', to: 0 })
  })
})
