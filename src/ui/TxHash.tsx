import { Trans } from '@lingui/react/macro'
import { useContext } from 'react'
import type { Chain } from 'viem'
import { type ExplorerLink, explorerTxUrl } from '../lib/explorerTxUrl'
import { shortHex } from '../lib/format'
import { ActivityLinkContext } from './ActivityLinkContext'

/**
 * Where a transaction can be looked at: the chain's explorer when the service
 * names one (`explorerTxUrl`), else Ferry's own activity page searching for the hash (every
 * request record lists its transactions), as `activityHref` builds it.
 */
export function transactionHref(
  hash: string,
  chain: Chain | undefined,
  activityHref: ((term: string) => string) | undefined,
): string | undefined {
  const explorer = chain?.blockExplorers?.default as ExplorerLink | undefined
  return (explorer?.url ? explorerTxUrl(explorer, hash) : undefined) ?? activityHref?.(hash)
}

/**
 * A transaction hash, a link (see `transactionHref`), full hash on hover. Its name for screen readers says the
 * chain and where the link goes around the short hash it shows, so that what is seen is part of what is heard.
 */
export function TxHash(props: { hash: string; chain: Chain | undefined; testId?: string }) {
  const explorer = props.chain?.blockExplorers?.default
  const activityHref = useContext(ActivityLinkContext)
  const href = transactionHref(props.hash, props.chain, activityHref)
  const shortHash = shortHex(props.hash, 6)
  if (!href)
    return (
      <span title={props.hash} data-testid={props.testId} data-hash={props.hash}>
        <span className="font-mono whitespace-nowrap" dir="ltr">
          {shortHash}
        </span>
      </span>
    )
  const chainName = props.chain?.name
  const explorerName = explorer?.name
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      title={props.hash}
      data-testid={props.testId}
      data-hash={props.hash}
      className="text-teal-700 underline"
    >
      {/* One sentence a screen reader hears around the short hash shown (its words in the order of the language). */}
      {explorerName ? (
        <Trans id="ui.txHash.onExplorer">
          <span className="sr-only">{chainName} transaction </span>
          <span className="font-mono whitespace-nowrap" dir="ltr">
            {shortHash}
          </span>
          <span className="sr-only"> on {explorerName}</span>
        </Trans>
      ) : chainName ? (
        <Trans id="ui.txHash.inActivity">
          <span className="sr-only">{chainName} transaction </span>
          <span className="font-mono whitespace-nowrap" dir="ltr">
            {shortHash}
          </span>
          <span className="sr-only"> in Ferry activity</span>
        </Trans>
      ) : (
        <Trans id="ui.txHash.inActivityUnknownChain">
          <span className="sr-only">chain transaction </span>
          <span className="font-mono whitespace-nowrap" dir="ltr">
            {shortHash}
          </span>
          <span className="sr-only"> in Ferry activity</span>
        </Trans>
      )}
    </a>
  )
}
