import type { Chain } from 'viem'
import { shortHex } from '../lib/format'

/** A transaction hash: linked to the chain's explorer when it has one, full hash on hover. */
export function TxHash(props: { hash: string; chain: Chain | undefined; testId?: string }) {
  const explorer = props.chain?.blockExplorers?.default.url
  const label = `${props.chain?.name ?? 'chain'} transaction ${props.hash}`
  const text = <span className="font-mono">{shortHex(props.hash, 6)}</span>
  return explorer ? (
    <a
      href={`${explorer}/tx/${props.hash}`}
      target="_blank"
      rel="noreferrer"
      title={props.hash}
      aria-label={label}
      data-testid={props.testId}
      data-hash={props.hash}
      className="text-teal-700 underline"
    >
      {text}
    </a>
  ) : (
    <span title={props.hash} data-testid={props.testId} data-hash={props.hash}>
      <span className="sr-only">{label}</span>
      <span aria-hidden="true">{text}</span>
    </span>
  )
}
