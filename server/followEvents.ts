import type { SiteEventStore, StoredEvent } from './store/SiteEventStore'

/**
 * Feeds `send` the events after `lastId` (when given) and then every new one, each once and in seq order. The
 * subscription starts before the replay is read, and what arrives meanwhile is held back and sent after it, so no
 * event falls between the two even when the store answers asynchronously (PostgreSQL) and none is sent twice when
 * it is both in the replay and in the subscription. `onError` hears a replay that could not be read.
 */
export function followEvents(options: {
  store: SiteEventStore
  lastId: number | undefined
  send: (event: StoredEvent) => void
  onError: (error: unknown) => void
}): () => void {
  let sentUpTo = 0
  let held: StoredEvent[] | undefined = options.lastId === undefined ? undefined : []
  const deliver = (event: StoredEvent) => {
    if (event.seq <= sentUpTo) return
    sentUpTo = event.seq
    options.send(event)
  }
  const unsubscribe = options.store.subscribe((event) => (held ? held.push(event) : deliver(event)))
  if (options.lastId === undefined) return unsubscribe
  const replay = (events: StoredEvent[]) => {
    for (const event of events) deliver(event)
    for (const event of held ?? []) deliver(event)
    held = undefined
  }
  try {
    const events = options.store.since(options.lastId)
    // The file log answers at once: replay in the same step, as before there was a database.
    if (Array.isArray(events)) replay(events)
    else events.then(replay, options.onError)
  } catch (error) {
    options.onError(error)
  }
  return unsubscribe
}
