import { type CSSProperties, createElement, type ReactElement, useEffect, useRef } from 'react'
import { DEFAULT_HEIGHT, type FerryHandle, type MountOptions, mount } from '../../../src/embed-host/mount'
import { FERRY_EVENTS } from '../../../src/embed-host/protocol'
import { eventProp, type FerryEventProps } from './eventProps'

export type { FerryEventProps } from './eventProps'
export * from './index'

export type FerryWidgetProps = MountOptions &
  FerryEventProps & {
    className?: string
    style?: CSSProperties
    /** The handle of the mounted widget (`update`, `setRecipient`, `iframe`), or null once it is gone. */
    onMount?: (handle: FerryHandle | null) => void
  }

/**
 * Ferry as a React component: an iframe over the embed protocol, so none of the widget's React, wagmi or CSS meets
 * the app's. On the server (and in the first client render) it is an empty box of the widget's height (`height`,
 * default 600 px), which the frame fills at that same height once mounted: nothing moves, and nothing differs
 * between the server's HTML and the client's first render. Changing `config` sends `update` (merged, as
 * `handle.update`); changing `src`, `wallet`, `walletInfo`, `title`, `loadTimeoutMs` or `height` mounts it anew.
 */
export function FerryWidget(props: FerryWidgetProps): ReactElement {
  const box = useRef<HTMLDivElement>(null)
  const latest = useRef(props)
  latest.current = props
  const handle = useRef<FerryHandle | null>(null)
  const sentConfig = useRef('')
  const { src, wallet, title, loadTimeoutMs, height } = props
  // By value: an app that writes `walletInfo={{ name }}` inline must not remount the widget on each render.
  const walletInfoText = JSON.stringify(props.walletInfo ?? null)

  useEffect(() => {
    const element = box.current
    if (!element) return
    const current = latest.current
    const walletInfo = (JSON.parse(walletInfoText) as MountOptions['walletInfo'] | null) ?? undefined
    const mounted = mount(element, { src, wallet, walletInfo, title, loadTimeoutMs, height, config: current.config })
    // The frame holds the space now, at the same height; from here on the box follows the frame.
    element.style.minHeight = ''
    const unsubscribe = FERRY_EVENTS.map((event) =>
      mounted.on(event, (payload) =>
        (latest.current[eventProp(event)] as ((p: unknown) => void) | undefined)?.(payload),
      ),
    )
    handle.current = mounted
    sentConfig.current = JSON.stringify(current.config ?? {})
    current.onMount?.(mounted)
    return () => {
      for (const off of unsubscribe) off()
      mounted.destroy()
      handle.current = null
      latest.current.onMount?.(null)
    }
  }, [src, wallet, walletInfoText, title, loadTimeoutMs, height])

  const configText = JSON.stringify(props.config ?? {})
  useEffect(() => {
    if (!handle.current || configText === sentConfig.current) return
    sentConfig.current = configText
    handle.current.update(JSON.parse(configText) as Record<string, unknown>)
  }, [configText])

  return createElement('div', {
    ref: box,
    className: props.className,
    style: { minHeight: height ?? DEFAULT_HEIGHT, ...props.style },
    'data-ferry-widget': '',
  })
}
