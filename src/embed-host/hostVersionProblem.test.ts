import { expect, test } from 'vitest'
import { hostVersionProblem } from './hostVersionProblem'
import { EMBED_PROTOCOL_VERSION } from './protocol'

test('a page older than the widget takes is told to upgrade ferry-widget', () => {
  expect(hostVersionProblem(1, 2)).toBe(
    'Upgrade ferry-widget on this page: it speaks embed protocol 1, this widget needs 2 or newer',
  )
})

test('a page at this version or a newer one works: nothing to say', () => {
  expect(hostVersionProblem(EMBED_PROTOCOL_VERSION)).toBeUndefined()
  expect(hostVersionProblem(EMBED_PROTOCOL_VERSION + 1)).toBeUndefined()
})
