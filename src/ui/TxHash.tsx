import type { Chain } from 'viem'
import { shortHex } from '../lib/format'

/**
 * Where a transaction can be looked at: the chain's explorer when the service
 * names one, else Ferry's own activity page searching for the hash (every
 * request record lists its transactions), on the network the page is on.
 */
export function transactionHref(hash: string, chain: Chain | undefined): string {
  const explorer = chain?.blockExplorers?.default.url
  if (explorer) return `${explorer.replace(/\/+$/, '')}/tx/${hash}`
  const network = new URLSearchParams(window.location.search).get('network')
  const query = new URLSearchParams({ view: 'activity', ...(network ? { network } : {}), term: hash })
  return `/?${query}`
}

/** A transaction hash, always a link (see `transactionHref`), full hash on hover. */
export function TxHash(props: { hash: string; chain: Chain | undefined; testId?: string }) {
  const explorer = props.chain?.blockExplorers?.default
  const label = `${props.chain?.name ?? 'chain'} transaction ${props.hash}${explorer ? ` on ${explorer.name}` : ' in Ferry activity'}`
  return (
    <a
      href={transactionHref(props.hash, props.chain)}
      target="_blank"
      rel="noreferrer"
      title={props.hash}
      aria-label={label}
      data-testid={props.testId}
      data-hash={props.hash}
      className="text-teal-700 underline"
    >
      <span className="font-mono">{shortHex(props.hash, 6)}</span>
    </a>
  )
}
