import type * as z from 'zod/mini'
import { tolerantLog } from '../schemas/tolerant'

/**
 * Helpers of the conformance tests (`*.conformance.test.ts`): Ferry's parsers
 * against the public service's API description.
 */

/** `true` when every value of type `T` is a valid input of `schema` (a type-level check: `tsc` fails on `false`). */
export type Accepts<S extends z.ZodMiniType, T> = [T] extends [z.input<S>] ? true : false

/** `T` with the fields Ferry cannot do without made required (the description makes almost every field optional). */
export type WithRequired<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> }

/** Runs `read` with the parsers' warnings about left-out entries collected instead of printed; returns its result. */
export function quietly<T>(read: () => T, warnings: string[] = []): T {
  const warn = tolerantLog.warn
  tolerantLog.warn = (message) => warnings.push(message)
  try {
    return read()
  } finally {
    tolerantLog.warn = warn
  }
}

/**
 * A property test's deadline: hundreds of generated answers are CPU work, which a loaded machine (CI's, often) does
 * several times slower than a quiet one. Generous, since a failure here is a wrong answer, never a slow one.
 */
export const PROPERTY_TIMEOUT_MS = 120_000
