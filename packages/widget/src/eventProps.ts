import type { FerryEventMap, FerryEventName } from '../../../src/embed-host/protocol'

/** `execution.started` → `ExecutionStarted`. */
type Pascal<S extends string> = S extends `${infer A}.${infer B}` ? `${Capitalize<A>}${Pascal<B>}` : Capitalize<S>

/** One typed callback a widget event: `onReady`, `onQuote`, `onExecutionStarted`, `onCompleted`, … */
export type FerryEventProps = {
  [K in FerryEventName as `on${Pascal<K>}`]?: (payload: FerryEventMap[K]) => void
}

/** The prop that hears `event`: `execution.started` → `onExecutionStarted`. */
export function eventProp(event: FerryEventName): keyof FerryEventProps {
  return `on${event
    .split('.')
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')}` as keyof FerryEventProps
}
