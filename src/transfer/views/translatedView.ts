import type { MessageDescriptor } from '@lingui/core'
import { i18n } from '@lingui/core'

/**
 * A table of messages read as words: each key gives its message in the locale active when it is read (never when
 * the module loads), so a table of sentences keeps the shape of a plain `Record<K, string>` for its readers.
 */
export function translatedView<K extends string>(messages: Record<K, MessageDescriptor>): Readonly<Record<K, string>> {
  const view = {} as Record<K, string>
  for (const key of Object.keys(messages) as K[])
    Object.defineProperty(view, key, { enumerable: true, get: () => i18n._(messages[key]) })
  return Object.freeze(view)
}

/** The words of `key` in a view, or undefined when the view has no such key (a code newer than this version). */
export function wordsOf<K extends string>(view: Readonly<Record<K, string>>, key: string): string | undefined {
  return Object.hasOwn(view, key) ? view[key as K] : undefined
}
