import * as z from 'zod/mini'
import { tolerantList } from './tolerant'

/** `GET /swap-sources?chainId` -> `{ sources }`: the names a quote's `includedSwapSources`/`excludedSwapSources` take. */
export const swapSourcesResponseSchema = z.looseObject({
  sources: tolerantList(z.string().check(z.minLength(1)), 'a source of GET /swap-sources'),
})
export type SwapSources = z.output<typeof swapSourcesResponseSchema>
