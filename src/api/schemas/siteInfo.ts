import * as z from 'zod/mini'
import { addressSchema } from './primitives'
import { nullableText, tolerantList, tolerantLog } from './tolerant'

/** The most one app fee can be, in basis points (100 %): the service's bound, and the site server's. */
export const APP_FEE_BPS_LIMIT = 10_000

/** One fee a site takes on every quote: who receives it and how much, in basis points of the amount. */
export const siteAppFeeSchema = z.looseObject({
  recipient: addressSchema,
  bps: z.int().check(z.gte(1), z.lte(APP_FEE_BPS_LIMIT)),
})
export type SiteAppFee = z.output<typeof siteAppFeeSchema>

/** What the site server says of one network: the fees it adds to every quote there (an empty list: none). */
export const siteNetworkSchema = z.looseObject({
  appFees: tolerantList(siteAppFeeSchema, 'a site app fee'),
})
export type SiteNetwork = z.output<typeof siteNetworkSchema>

/** The networks the site serves, by id; a network whose entry cannot be read is left out (with a warning). */
const siteNetworks = z.pipe(
  z.optional(z.unknown()),
  z.transform((value): Record<string, SiteNetwork> => {
    const kept: Record<string, SiteNetwork> = {}
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return kept
    for (const [id, entry] of Object.entries(value)) {
      const parsed = siteNetworkSchema.safeParse(entry)
      if (parsed.success) kept[id] = parsed.data
      else tolerantLog.warn(`Ferry: the site's network ${id} left out (${parsed.error.issues[0]?.message})`)
    }
    return kept
  }),
) as unknown as z.ZodMiniDefault<
  z.ZodMiniType<Record<string, SiteNetwork>, Record<string, z.input<typeof siteNetworkSchema>>>
>

/**
 * `GET {proxy}/site`, the site server's own answer (not the service's): the
 * name the review gives the site's fees, and the fees it adds to every quote
 * of each network it serves. Read tolerantly: a bad fee or network is left
 * out, unknown fields pass.
 */
export const siteInfoSchema = z.looseObject({
  name: nullableText,
  networks: siteNetworks,
})
export type SiteInfo = z.output<typeof siteInfoSchema>
export type SiteInfoBody = z.input<typeof siteInfoSchema>
