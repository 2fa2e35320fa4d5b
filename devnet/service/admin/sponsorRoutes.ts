import type { Context, Hono } from 'hono'
import { z } from 'zod'
import type { DevnetContext } from '../../DevnetContext'
import { decimalUsd } from '../../store/decimalUsd'
import type { Sponsor } from '../../store/SponsorsTable'
import { requirePrintableText } from '../checkText'
import { parseBody } from '../parseBody'
import { ServiceError } from '../ServiceError'

/** The most a sponsor balance may hold: $1,000,000,000,000 (in USD micro-units). */
export const MAX_SPONSOR_BALANCE_USD_MICROS = 10n ** 18n
/** How many ledger rows `GET /devnet/sponsors/:apiKey` shows, newest first. */
const LEDGER_ROWS = 50
/** The longest API key a sponsor may be set for. */
const MAX_API_KEY_LENGTH = 256

const usdSchema = (signed: boolean) =>
  z
    .string()
    .regex(
      signed ? /^-?(0|[1-9]\d*)(\.\d{1,6})?$/ : /^(0|[1-9]\d*)(\.\d{1,6})?$/,
      `must be a ${signed ? '' : 'non-negative '}decimal USD string with at most 6 decimals, such as "12.5"`,
    )
    .transform((value) => decimalUsd.toMicros(value))
    .refine((micros) => micros <= MAX_SPONSOR_BALANCE_USD_MICROS && micros >= -MAX_SPONSOR_BALANCE_USD_MICROS, {
      message: 'must be at most 1000000000000',
    })
const setBodySchema = z.object({ balanceUsd: usdSchema(false) }).strict()
const fundBodySchema = z.object({ amountUsd: usdSchema(true) }).strict()

/**
 * Sponsor balances of the admin API (local only, like every `/devnet/*`
 * route): `PUT /devnet/sponsors/:apiKey { balanceUsd }` sets a key's
 * balance, `POST /devnet/sponsors/:apiKey/fund { amountUsd }` adds to it
 * (negative lowers it, never below 0), `GET /devnet/sponsors/:apiKey` reads
 * it with its latest moves. Amounts are decimal USD strings; the answer has
 * both `balanceUsd` and `balanceUsdMicros` (the unit of `maxSubsidizationAmount`).
 * Any key may have a sponsor (a quote is tied to whatever `x-api-key` it sends).
 */
export function registerSponsorRoutes(app: Hono, context: Pick<DevnetContext, 'store' | 'logger'>): void {
  const keyOf = (c: Context): string => requirePrintableText(c.req.param('apiKey') ?? '', 'apiKey', MAX_API_KEY_LENGTH)
  const answer = async (sponsor: Sponsor) => ({
    apiKey: sponsor.apiKey,
    balanceUsd: decimalUsd.fromMicros(sponsor.balanceUsdMicros),
    balanceUsdMicros: sponsor.balanceUsdMicros.toString(),
    // What its fast fills fronted that their deposits have not repaid yet (`POST /fast-fill`).
    outstandingFastFillUsd: decimalUsd.fromMicros(await context.store.fastFills.outstandingUsdMicros(sponsor.apiKey)),
    createdAt: sponsor.createdAt,
    updatedAt: sponsor.updatedAt,
    ledger: (await context.store.sponsors.ledger(sponsor.apiKey, LEDGER_ROWS)).map((entry) => ({
      seq: entry.seq,
      kind: entry.kind,
      requestId: entry.requestId,
      deltaUsd: decimalUsd.fromMicros(entry.deltaUsdMicros),
      balanceUsd: decimalUsd.fromMicros(entry.balanceUsdMicros),
      at: entry.at,
    })),
  })

  app.get('/devnet/sponsors/:apiKey', async (c) => {
    const sponsor = await context.store.sponsors.get(keyOf(c))
    if (!sponsor) throw new ServiceError(404, 'NOT_FOUND', 'This API key has no sponsor balance')
    return c.json(await answer(sponsor))
  })

  app.put('/devnet/sponsors/:apiKey', async (c) => {
    const apiKey = keyOf(c)
    const { balanceUsd } = await parseBody(c, setBodySchema)
    const sponsor = await context.store.moveSponsorBalance(apiKey, { kind: 'set', usdMicros: balanceUsd })
    if (!sponsor) throw new Error('setting a non-negative balance cannot fail')
    context.logger.info(`sponsor ${apiKey}: balance set to $${decimalUsd.fromMicros(balanceUsd)}`)
    return c.json(await answer(sponsor))
  })

  app.post('/devnet/sponsors/:apiKey/fund', async (c) => {
    const apiKey = keyOf(c)
    const { amountUsd } = await parseBody(c, fundBodySchema)
    const before = (await context.store.sponsors.get(apiKey))?.balanceUsdMicros ?? 0n
    const sponsor =
      before + amountUsd > MAX_SPONSOR_BALANCE_USD_MICROS
        ? undefined
        : await context.store.moveSponsorBalance(apiKey, { kind: 'fund', usdMicros: amountUsd })
    if (!sponsor)
      throw new ServiceError(400, 'INVALID_INPUT', 'amountUsd would take the balance below 0 or above 1000000000000', {
        field: 'amountUsd',
      })
    context.logger.info(`sponsor ${apiKey}: funded $${decimalUsd.fromMicros(amountUsd)}`)
    return c.json(await answer(sponsor))
  })
}
