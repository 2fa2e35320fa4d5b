import { t } from '@lingui/core/macro'
import type { Chain } from 'viem'
import type { ListedChain } from '../../config/catalogue'
import { chainChoices } from '../../config/chainChoices'
import type { Token } from '../../config/token'
import { RecipientField } from '../../transfer/recipient/RecipientField'
import { recipientPrompt } from '../../transfer/recipient/recipientPrompt'
import type { UseRecipientReturnType } from '../../transfer/recipient/useRecipient'
import { TokenPicker } from '../../transfer/tokens/TokenPicker'
import { ChainPicker } from '../../ui/ChainPicker'
import type { SwapFormValues } from './swapModes'
import { useChainStatus } from './useChainStatus'
import { useUnhealthyChains } from './useUnhealthyChains'
import { withHealthNotes } from './withHealthNotes'

/** From and to (chain and token), and the recipient when sending: the route of the form. */
export function RouteFields(props: {
  values: SwapFormValues
  set: (patch: Partial<SwapFormValues>) => void
  catalogue: {
    chains: readonly Chain[]
    tokens: Token[]
    listedChains: readonly ListedChain[]
    profile: { id: string; apiUrl: string }
  }
  /** A token chosen in a picker, possibly one found in the service's list. */
  pickToken: (side: 'originToken' | 'destinationToken', token: Token) => void
  /** Keep to the catalogue's tokens (no search of the service's list). */
  fixedTokens?: boolean
  originBalances: Map<string, bigint>
  locked: { origin?: boolean; destination?: boolean } | undefined
  recipientError: string | undefined
  /** The typed recipient's checks: the field shows when there are (sending, or across VMs with no account there). */
  recipient: UseRecipientReturnType | undefined
  ids: { from: string; to: string; confirmRecipient: string }
}) {
  const { values, set, locked } = props
  const { chains, tokens, listedChains, profile } = props.catalogue
  // A chain without deposits is an origin, not a destination: the two pickers differ by it.
  const singleChain = values.mode === 'wrap' || values.mode === 'unwrap'
  // The chosen chains the service calls unhealthy are said so under their pickers and marked in the lists.
  const chosen = singleChain ? [values.originChainId] : [values.originChainId, values.destinationChainId]
  const unhealthy = useUnhealthyChains({ baseUrl: profile.apiUrl, chainIds: chosen })
  // Whose blocks lag now, and the service's words now: the catalogue was read when the page loaded.
  const live = useChainStatus({ baseUrl: profile.apiUrl, chainIds: chosen })
  const origins = withHealthNotes(chainChoices({ chains, listed: listedChains, side: 'origin' }), unhealthy, live)
  const destinations = withHealthNotes(
    chainChoices({ chains, listed: listedChains, side: 'destination' }),
    unhealthy,
    live,
  )
  const destinationTokenFixed = values.mode !== 'swap'
  return (
    <>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
        <ChainPicker
          id={props.ids.from}
          label={singleChain ? t({ id: 'swap.chain', message: 'Chain' }) : t({ id: 'swap.from', message: 'From' })}
          value={values.originChainId}
          chains={origins}
          onChange={(id) => set({ originChainId: id })}
          disabled={locked?.origin}
        />
        <TokenPicker
          label={t({ id: 'swap.token', message: 'Token' })}
          value={values.originToken}
          tokens={tokens.filter((t) => t.chainId === values.originChainId)}
          balances={props.originBalances}
          catalogue={{
            apiUrl: profile.apiUrl,
            network: profile.id,
            chainId: values.originChainId,
            search: !props.fixedTokens,
          }}
          onChange={(_, token) => props.pickToken('originToken', token)}
          disabled={singleChain || locked?.origin}
        />
      </div>
      {!singleChain && (
        <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
          <ChainPicker
            id={props.ids.to}
            label={t({ id: 'swap.to', message: 'To' })}
            value={values.destinationChainId}
            chains={destinations}
            onChange={(id) => set({ destinationChainId: id })}
            disabled={locked?.destination}
          />
          <TokenPicker
            label={t({ id: 'swap.receiveToken', message: 'Receive token' })}
            value={values.destinationToken}
            tokens={tokens.filter((t) => t.chainId === values.destinationChainId)}
            catalogue={{
              apiUrl: profile.apiUrl,
              network: profile.id,
              chainId: values.destinationChainId,
              search: !props.fixedTokens,
            }}
            onChange={(_, token) => props.pickToken('destinationToken', token)}
            disabled={destinationTokenFixed || locked?.destination}
          />
        </div>
      )}
      {(values.mode === 'send' || props.recipient) && (
        <RecipientField
          value={values.recipient}
          placeholder={recipientPrompt(listedChains.find((c) => c.id === values.destinationChainId)?.vmType ?? 'evm')}
          onChange={(recipient) => set({ recipient })}
          error={props.recipientError}
          recipient={props.recipient}
          confirmId={props.ids.confirmRecipient}
        />
      )}
    </>
  )
}
