import { addressKey } from '../lib/addressKey'
import { fetchJson } from './fetchJson'
import { sanctionedResponseSchema, type WalletsScreenRequest, walletsScreenResponseSchema } from './schemas/screening'

/**
 * What the service's screening says of an address: `flagged` when either endpoint flags it, `clear` when one
 * answered without a flag, `unavailable` when neither answered.
 */
export type ScreeningVerdict = 'flagged' | 'clear' | 'unavailable'

/**
 * Asks the service's screening about a recipient: `GET /sanctioned/{address}` (no key, so from any page) and, only
 * through the site server (`viaSiteServer`), `POST /wallets/screen`, which the description gives to key holders
 * alone (`x-api-key` required; the proxy adds it): a static build calling it from the browser would meet a 401 and a
 * console error on every recipient check. A call that fails for any reason (no key: 401,
 * 403; not offered: 404; an outage; an answer Ferry cannot read) counts as no answer: screening is advice, and its
 * outage must not stop a transfer.
 */
export async function screenAddress(args: {
  baseUrl: string
  /** 0x hex, or a base58 key on Solana (sent as it is: base58 is case-sensitive). */
  address: string
  /** The chain the address receives on. */
  chainId: number
  /** The base URL is the site server's proxy, which adds the key: the keyed endpoint is asked too. */
  viaSiteServer: boolean
  signal?: AbortSignal
}): Promise<ScreeningVerdict> {
  const { baseUrl, address, signal } = args
  const body: WalletsScreenRequest = { wallets: [{ address, chainId: String(args.chainId) }] }
  const [sanctioned, screened] = await Promise.all([
    fetchJson({ baseUrl, path: `/sanctioned/${address}`, schema: sanctionedResponseSchema, signal })
      .then((answer) => answer.sanctioned === true)
      .catch(() => undefined),
    (args.viaSiteServer
      ? fetchJson({ baseUrl, path: '/wallets/screen', schema: walletsScreenResponseSchema, body, signal })
      : Promise.reject(new Error('no key in a browser'))
    )
      .then((answer) =>
        answer.wallets.some(
          (w) =>
            (w.isBlocked === true || w.sanctioned === true) &&
            (w.address === undefined || addressKey(w.address) === addressKey(address)),
        ),
      )
      .catch(() => undefined),
  ])
  signal?.throwIfAborted()
  if (sanctioned || screened) return 'flagged'
  return sanctioned === undefined && screened === undefined ? 'unavailable' : 'clear'
}
