import * as z from 'zod/mini'
import { optionalFlag, optionalText, tolerantList } from './tolerant'

/**
 * `GET /sanctioned/{address}` -> `{ sanctioned?: boolean }`. Anything but `true` is not a flag: the answer is
 * advice about one address, and an answer Ferry cannot read must not stop a transfer.
 */
export const sanctionedResponseSchema = z.looseObject({ sanctioned: optionalFlag })
export type SanctionedResponse = z.output<typeof sanctionedResponseSchema>
export type SanctionedResponseBody = z.input<typeof sanctionedResponseSchema>

/**
 * One entry of `POST /wallets/screen`'s `wallets`. The description types the entries as `unknown`; Ferry reads the
 * flag `/wallets/screen/info` names (`isBlocked`), and `sanctioned`, on an entry that is an object. Everything else
 * passes unread.
 */
export const screenedWalletSchema = z.looseObject({
  address: optionalText,
  isBlocked: optionalFlag,
  sanctioned: optionalFlag,
})

/** `POST /wallets/screen` (key required) -> `{ message?, wallets?: unknown[] }`. */
export const walletsScreenResponseSchema = z.looseObject({
  wallets: tolerantList(screenedWalletSchema, 'a wallet of POST /wallets/screen'),
})
export type WalletsScreenResponse = z.output<typeof walletsScreenResponseSchema>
export type WalletsScreenResponseBody = z.input<typeof walletsScreenResponseSchema>

/** `POST /wallets/screen`'s body: the addresses to screen, with the chain each receives on (a decimal string). */
export type WalletsScreenRequest = { wallets: { address: string; chainId?: string }[] }
