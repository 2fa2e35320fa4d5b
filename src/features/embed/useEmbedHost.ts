import { useEffect, useMemo, useRef, useState } from 'react'
import { type ConfigResult, checkWidgetConfig, mergeWidgetConfig, type WidgetConfig } from '../../config/widgetConfig'
import { hostVersionProblem } from '../../embed-host/hostVersionProblem'
import { EMBED_PROTOCOL_VERSION, type HostWalletInfo } from '../../embed-host/protocol'
import { checkAddress } from '../../lib/addresses'
import type { GuestChannel } from './createGuestChannel'
import { createHostWalletProvider, type HostWalletProvider } from './createHostWalletProvider'

export type HostWallet = { provider: HostWalletProvider; info: HostWalletInfo }

/**
 * What the host page tells the widget: the configuration (the URL's, then
 * `init` and `update` on top), the wallet it hands over and a recipient.
 * An invalid `init` configuration is shown as an error screen; an invalid
 * `update` is reported to the host and leaves the running widget as it is.
 */
export function useEmbedHost(args: { channel: GuestChannel; url: ConfigResult }) {
  const { channel } = args
  const [result, setResult] = useState<ConfigResult>(args.url)
  const [hostWallet, setHostWallet] = useState<HostWallet | undefined>(undefined)
  const [recipient, setRecipient] = useState<string | undefined>(undefined)
  const current = useRef<WidgetConfig | undefined>(args.url.ok ? args.url.config : undefined)

  useEffect(() => {
    if (!args.url.ok) {
      channel.post('ready', { version: EMBED_PROTOCOL_VERSION })
      channel.post('error', { code: 'invalid-config', message: args.url.problems.join('; ') })
      return
    }
    let wallet: (HostWalletProvider & { close(): void }) | undefined
    const apply = (incoming: unknown, kind: 'init' | 'update') => {
      if (incoming === undefined || current.current === undefined) return
      if (typeof incoming !== 'object' || incoming === null || Array.isArray(incoming)) {
        return reject(kind, ['config: must be an object'])
      }
      // The pinned origin was decided at start; a message cannot move it.
      const { parentOrigin: _ignored, ...rest } = incoming as Record<string, unknown>
      const next = checkWidgetConfig(mergeWidgetConfig(current.current as Record<string, unknown>, rest))
      if (!next.ok) return reject(kind, next.problems)
      current.current = next.config
      setResult(next)
    }
    const reject = (kind: 'init' | 'update', problems: string[]) => {
      channel.post('error', { code: 'invalid-config', message: problems.join('; ') })
      if (kind === 'init') setResult({ ok: false, problems })
    }
    const unsubscribe = channel.subscribe((message) => {
      if (message.type === 'init') {
        const tooOld = hostVersionProblem(message.version)
        if (tooOld) channel.post('error', { code: 'protocol-version', message: tooOld })
        const payload = message.payload as { config?: unknown; wallet?: HostWalletInfo }
        apply(payload.config, 'init')
        if (payload.wallet && !wallet) {
          wallet = createHostWalletProvider({ channel })
          setHostWallet({
            provider: wallet,
            info: {
              name: String(payload.wallet.name ?? ''),
              icon: typeof payload.wallet.icon === 'string' ? payload.wallet.icon : undefined,
            },
          })
        }
      } else if (message.type === 'update') {
        apply((message.payload as { config: unknown }).config, 'update')
      } else if (message.type === 'setRecipient') {
        const checked = checkAddress(String((message.payload as { address: unknown }).address ?? ''))
        if (checked.ok) setRecipient(checked.address)
        else channel.post('error', { code: 'invalid-recipient', message: `setRecipient: ${checked.message}` })
      }
    })
    channel.post('ready', { version: EMBED_PROTOCOL_VERSION })
    return () => {
      unsubscribe()
      wallet?.close()
    }
  }, [channel, args.url])

  return useMemo(() => ({ result, hostWallet, recipient }), [result, hostWallet, recipient])
}

/** Tells the host the widget's height whenever it changes, so the iframe never scrolls. */
export function useReportHeight(channel: GuestChannel, element: () => HTMLElement | null) {
  useEffect(() => {
    const target = element()
    if (!target || typeof ResizeObserver === 'undefined') return
    let last = 0
    const report = () => {
      const height = Math.ceil(target.getBoundingClientRect().height)
      if (height === last) return
      last = height
      channel.post('resize', { height })
    }
    const observer = new ResizeObserver(report)
    observer.observe(target)
    report()
    return () => observer.disconnect()
  }, [channel, element])
}
