import type { EarlyChains } from '../prerender/earlyPrice'
import { type ChainsResponse, chainsResponseSchema } from './schemas/catalogue'

/**
 * The catalogue a cold link's page asked before the app loaded (`GET /chains`, src/prerender/earlyPrice.ts: to find
 * the token the link names), as the app's own, so the app does not ask again: taken once, when it is the same
 * service's, and checked against the catalogue's schema. Nothing when there is none, or it failed or does not read:
 * the app then asks itself.
 */
export async function takeEarlyChains(
  baseUrl: string,
  win: { __ferryEarlyChains?: EarlyChains } = globalThis as { __ferryEarlyChains?: EarlyChains },
): Promise<ChainsResponse | undefined> {
  const early = win.__ferryEarlyChains
  win.__ferryEarlyChains = undefined
  if (early?.baseUrl !== baseUrl) return undefined
  const parsed = chainsResponseSchema.safeParse(await early.answer.catch(() => undefined))
  return parsed.success ? parsed.data : undefined
}
