import { t } from '@lingui/core/macro'
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { env } from '../config/env'
import type { NetworkResources } from '../config/loadNetwork'
import { NETWORK_PROFILES, type NetworkProfile } from '../config/networks'
import type { ConfigResult, WidgetConfig } from '../config/widgetConfig'
import { applyTheme } from '../features/embed/applyTheme'
import type { GuestChannel } from '../features/embed/createGuestChannel'
import { EmbedErrorScreen } from '../features/embed/EmbedErrorScreen'
import { type HostWallet, useEmbedHost, useReportHeight } from '../features/embed/useEmbedHost'
import type { SwapPanelOptions } from '../features/swap/SwapPanel'
import { SwapPanelSkeleton } from '../features/swap/SwapPanelSkeleton'
import { createStore } from '../lib/createStore'
import { useLoaded } from '../lib/useLoaded'
import type { TransferState } from '../transfer/session/useTransfer'
import { WalletProvider, type WalletState } from '../transfer/wallet/walletContext'
import { EmbedLayout } from './EmbedLayout'
import { EmbedRequestSwitch } from './EmbedRequestSwitch'
import { resolveEmbedSetup } from './resolveEmbedSetup'
import { useEmbedLinks } from './useEmbedLinks'
import { useEmbedLocale } from './useEmbedLocale'
import { useNetwork } from './useNetwork'
import { useReportQuote } from './useReportQuote'
import { useSiteAppFees } from './useSiteAppFees'
import { WalletBoundary } from './WalletBoundary'

const EmbedWallet = lazy(() => import('./EmbedWallet'))
const EmbedPayChoice = lazy(() => import('./EmbedPayChoice'))

// The form's code starts downloading with the page, beside the catalogue; its skeleton shows (and takes typing) until both are in.
const swapPanelModule = import('../features/swap/SwapPanel')
type SwapPanelComponent = Awaited<typeof swapPanelModule>['SwapPanel']

/** The widget alone, inside someone else's page: configured by its URL and its host, reporting back to it. */
export function EmbedApp(props: { channel: GuestChannel; url: ConfigResult }) {
  const host = useEmbedHost(props)
  const root = useRef<HTMLDivElement>(null)
  useReportHeight(
    props.channel,
    useCallback(() => root.current, []),
  )
  const config = host.result.ok ? host.result.config : undefined
  useEmbedLocale(config)
  useEffect(() => applyTheme(config?.theme), [config?.theme])

  return (
    <div ref={root} className="p-2">
      {host.result.ok ? (
        <EmbedNetwork
          config={host.result.config}
          channel={props.channel}
          hostWallet={host.hostWallet}
          recipient={host.recipient}
        />
      ) : (
        <EmbedErrorScreen title={notSetUp()} problems={host.result.problems} />
      )}
    </div>
  )
}

const notSetUp = () => t({ id: 'app.embed.notSetUp', message: 'This Ferry widget is not set up correctly' })

function profileOf(config: WidgetConfig): NetworkProfile {
  const profile = NETWORK_PROFILES[config.network ?? env.VITE_FERRY_DEFAULT_NETWORK]
  return config.apiUrl ? { ...profile, apiUrl: config.apiUrl.replace(/\/$/, '') } : profile
}

function EmbedNetwork(props: {
  config: WidgetConfig
  channel: GuestChannel
  hostWallet: HostWallet | undefined
  recipient: string | undefined
}) {
  const { config } = props
  const profile = profileOf(config)
  const network = useNetwork(profile)
  const form = useLoaded(swapPanelModule)
  const networkName = profile.label
  if (network.error) {
    return (
      <EmbedErrorScreen
        title={t({ id: 'app.embed.serviceUnreachable', message: `Ferry cannot reach the ${networkName} service` })}
        problems={[network.error.message]}
        onRetry={() => void network.refetch()}
      />
    )
  }
  if (form.error) {
    const reason = form.error instanceof Error ? form.error.message : String(form.error)
    return (
      <EmbedErrorScreen
        title={t({ id: 'app.embed.formFailed', message: 'Ferry could not load its form' })}
        problems={[t({ id: 'app.embed.formFailed.problem', message: `${reason}. Check the connection.` })]}
        onRetry={() => window.location.reload()}
      />
    )
  }
  if (!network.data || !form.value?.SwapPanel)
    return (
      <EmbedLayout devnet={profile.isDevnet} poweredBy={!config.hide?.includes('poweredBy')}>
        <SwapPanelSkeleton
          mode={config.mode ?? (props.recipient ? 'send' : 'bridge')}
          recipient={props.recipient}
          hidden={config.hide}
          status={
            network.data
              ? t({ id: 'app.embed.loadingForm', message: 'Loading the form…' })
              : t({ id: 'app.embed.loadingChains', message: `Loading ${networkName} chains…` })
          }
        />
      </EmbedLayout>
    )
  return <EmbedSetupCheck {...props} network={network.data} profile={profile} SwapPanel={form.value?.SwapPanel} />
}

function EmbedSetupCheck(props: {
  config: WidgetConfig
  channel: GuestChannel
  hostWallet: HostWallet | undefined
  recipient: string | undefined
  network: NetworkResources
  profile: NetworkProfile
  SwapPanel: SwapPanelComponent
}) {
  const { profile, config } = props
  // Once per configuration and network, not on every render: the widget below keys on what it returns.
  const setup = useMemo(() => resolveEmbedSetup(config, props.network), [config, props.network])
  // The site server's fees apply to quotes through its proxy, not to those an `apiUrl` sends elsewhere.
  const appFees = useSiteAppFees({ networkId: profile.id, throughSite: !config.apiUrl, embed: config })
  if (!setup.ok) return <EmbedErrorScreen title={notSetUp()} problems={setup.problems} />
  return (
    <EmbedWidget
      key={profile.id}
      {...props}
      network={setup.network}
      options={{ ...setup.options, recipient: props.recipient ?? setup.options.recipient, appFees }}
    />
  )
}

function EmbedWidget(props: {
  network: NetworkResources
  options: SwapPanelOptions
  config: WidgetConfig
  channel: GuestChannel
  hostWallet: HostWallet | undefined
  SwapPanel: SwapPanelComponent
}) {
  const { channel, network, SwapPanel } = props
  const [wallet, setWallet] = useState<WalletState>({})
  const [modalRequest, setModalRequest] = useState(0)
  const onQuote = useReportQuote(channel)
  const [openRequest, setOpenRequest] = useState<string | undefined>(undefined)
  const links = useEmbedLinks({
    networkId: network.profile.id,
    requestUrl: props.config.requestUrl,
    onOpenRequest: setOpenRequest,
  })
  // The form's transfer writes its state here; the host hears of every change from this page, not through the form.
  const [transferStore] = useState(() => createStore<TransferState>({ kind: 'idle' }))
  const reporting = useRef<Promise<unknown>>(Promise.resolve())
  useEffect(() => {
    let previous = transferStore.get()
    return transferStore.subscribe(() => {
      const state = transferStore.get()
      const before = previous
      previous = state
      if (state.kind === 'idle' && before.kind === 'idle') return
      // Loaded with the first transfer (its fail reason texts are not needed before); chained so events keep their order.
      reporting.current = reporting.current.then(async () => {
        const { transferEvents } = await import('../features/embed/transferEvents')
        for (const event of transferEvents(before, state, links.requestPageUrl))
          channel.post(event.type, event.payload as never)
      })
    })
  }, [transferStore, channel, links.requestPageUrl])

  // A host's new configuration starts the form again from it; a recipient alone does not, nor the site's fees arriving.
  const swapPanel = (
    <SwapPanel
      key={JSON.stringify({ ...props.options, recipient: undefined, appFees: undefined })}
      network={network}
      options={props.options}
      onConnect={() => setModalRequest((n) => n + 1)}
      onQuote={onQuote}
      transferStore={transferStore}
    />
  )
  return (
    <EmbedLayout
      devnet={network.profile.isDevnet}
      poweredBy={!props.config.hide?.includes('poweredBy')}
      wallet={
        // The wallet stack (wagmi, viem, the host's wallet, RainbowKit on demand) loads beside the form, which works without it.
        <WalletBoundary fallback={null}>
          <EmbedWallet
            network={network}
            hostWallet={props.hostWallet}
            channel={channel}
            modalRequest={modalRequest}
            accent={props.config.theme?.accent}
            onWallet={setWallet}
          />
        </WalletBoundary>
      }
    >
      <WalletProvider value={wallet}>
        <EmbedRequestSwitch
          requestId={openRequest}
          network={network}
          links={links}
          onBack={() => setOpenRequest(undefined)}
        >
          {props.config.payWith === 'both' || props.config.payWith === 'address' ? (
            <Suspense fallback={null}>
              <EmbedPayChoice
                payWith={props.config.payWith}
                network={network}
                walletForm={swapPanel}
                options={props.options}
              />
            </Suspense>
          ) : (
            swapPanel
          )}
        </EmbedRequestSwitch>
      </WalletProvider>
    </EmbedLayout>
  )
}
