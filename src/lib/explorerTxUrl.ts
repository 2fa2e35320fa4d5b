/** A chain's explorer as Ferry keeps it: the `/chains` fields that shape a transaction's link. */
export type ExplorerLink = {
  url: string
  /** `explorerPaths.transaction`, e.g. `/tx/{TX_HASH}`; absent or empty, `/tx/<hash>`. */
  transactionPath?: string
  /** `explorerQueryParams`, e.g. `{ cluster: 'devnet' }`: added to the link's query. */
  queryParams?: Record<string, unknown>
}

/**
 * A transaction's link on a chain's explorer, built with `URL`: the explorer's
 * path, then the transaction's, then the explorer's own query (the public
 * `/chains` gives Solana Devnet `https://solscan.io/?cluster=devnet`) and the
 * chain's `explorerQueryParams`. Undefined when the explorer is not a URL.
 */
export function explorerTxUrl(explorer: ExplorerLink, hash: string): string | undefined {
  let url: URL
  try {
    url = new URL(explorer.url)
  } catch {
    return undefined
  }
  const template = explorer.transactionPath || '/tx/{TX_HASH}'
  const path = template.replaceAll('{TX_HASH}', encodeURIComponent(hash))
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
  for (const [key, value] of Object.entries(explorer.queryParams ?? {}))
    if (value !== null && value !== undefined && typeof value !== 'object') url.searchParams.set(key, String(value))
  return url.toString()
}
