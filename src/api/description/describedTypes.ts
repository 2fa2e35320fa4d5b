import type { paths } from '@relayprotocol/relay-sdk'

/**
 * The public service's API description, as its official SDK publishes it
 * (`@relayprotocol/relay-sdk`, OpenAPI-derived types; a dev dependency used
 * for types only, so nothing of it reaches a bundle). Ferry's parsers are
 * checked against these shapes (src/api/description/*.test.ts) and the devnet
 * answers in them.
 */
export type DescribedPaths = paths

type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never

/** The JSON body of a 200 answer of `method path` as the description types it. */
export type DescribedResponse<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: { 200: infer R }
}
  ? JsonOf<R>
  : never

/** The JSON body `method path` takes, as the description types it. */
export type DescribedRequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: infer B
}
  ? JsonOf<NonNullable<B>>
  : never

/** One element of a described list. */
export type Element<L> = L extends readonly (infer E)[] ? E : never

/** One chain of `GET /chains` as the description types it. */
export type DescribedChain = Element<NonNullable<DescribedResponse<'/chains', 'get'>['chains']>>
