import { createContext, useContext } from 'react'
import type { NetworkResources } from '../config/loadNetwork'
import type { AppFeeSetting } from '../transfer/fees/appFeePolicy'
import type { PayWith } from '../ui/PayWithTabs'
import type { AppSearch } from './appSearch'

/** What the site gives every page, whichever route draws it: the address, the network, the wallet, the site's fees. */
export type PageContext = {
  search: AppSearch
  network: NetworkResources
  onConnect: () => void
  onPayWith: (next: PayWith) => void
  /** The connected wallet's EIP-1193 provider, for the embed builder's preview. */
  walletProvider: unknown
  appFees: AppFeeSetting
  /** Opens the activity page on a query of its own (a filter is a history entry: Back undoes it). */
  showActivity: (query: string) => void
  /** Write a builder's draft (the calls, the embed's options) into the address, replacing the current entry. */
  keepCalls: (value: string) => void
  keepOptions: (value: string) => void
}

export const PageContextValue = createContext<PageContext | undefined>(undefined)

/** The site's context for a page; only under `AppPages`, which provides it around the router's outlet. */
export function usePageContext(): PageContext {
  const context = useContext(PageContextValue)
  if (!context) throw new Error('usePageContext outside AppPages')
  return context
}
