import { encodeConfigParam } from './configParam'
import { createHostConnection, type Eip1193Like } from './createHostConnection'
import { loadNoticeText } from './loadNotice'
import type { FerryEventMap, FerryEventName, HostWalletInfo } from './protocol'

export type MountOptions = {
  /** The widget page, e.g. https://ferry.example/embed.html. */
  src: string
  /** The widget configuration (docs/embedding.md, "The configuration"). */
  config?: Record<string, unknown>
  /** The host page's wallet: Ferry then signs through it, and a person connected here is connected in the widget. */
  wallet?: Eip1193Like
  walletInfo?: HostWalletInfo
  /** How long to wait for the widget to say it is ready before offering a retry (default 15 s). */
  loadTimeoutMs?: number
  title?: string
  /** The space the frame holds until the widget reports its own height, in CSS pixels (default 600). */
  height?: number
}

export type FerryHandle = {
  iframe: HTMLIFrameElement
  on<K extends FerryEventName>(event: K, listener: (payload: FerryEventMap[K]) => void): () => void
  update(config: Record<string, unknown>): void
  setRecipient(address: string): void
  destroy(): void
}

const MIN_HEIGHT = 120
/** The frame's height before the widget reports its own: what a server-rendered placeholder holds too. */
export const DEFAULT_HEIGHT = 600

/**
 * Puts Ferry into `element` as an iframe and connects it: the widget's URL
 * carries the configuration and this page's origin (the only one the widget
 * will listen to), the frame grows with its content, and a retry is offered
 * when the widget does not load in time.
 */
export function mount(element: HTMLElement, options: MountOptions): FerryHandle {
  const page = new URL(options.src, window.location.href)
  const config = { ...options.config, parentOrigin: window.location.origin }
  page.searchParams.set('config', encodeConfigParam(config))
  const timeoutMs = options.loadTimeoutMs ?? 15_000

  const iframe = document.createElement('iframe')
  iframe.title = options.title ?? 'Ferry: bridge and swap'
  iframe.src = page.href
  iframe.allow = 'clipboard-write'
  iframe.style.cssText = `display:block;width:100%;border:0;height:${options.height ?? DEFAULT_HEIGHT}px;color-scheme:normal;background:transparent`
  const notice = document.createElement('div')
  notice.setAttribute('role', 'alert')
  notice.style.cssText =
    'font:14px system-ui,sans-serif;padding:12px;border:1px solid #cbd5e1;border-radius:12px;gap:8px;align-items:center;justify-content:space-between'
  // Not the `hidden` attribute: a page's own CSS for div often overrides it.
  const showNotice = (shown: boolean) => {
    notice.style.display = shown ? 'flex' : 'none'
  }
  showNotice(false)
  const [noticeSentence, retryLabel] = loadNoticeText(options.config?.locale, navigator.languages)
  const noticeText = document.createElement('span')
  noticeText.textContent = noticeSentence
  const retry = document.createElement('button')
  retry.type = 'button'
  retry.textContent = retryLabel
  notice.append(noticeText, retry)
  element.append(notice, iframe)

  const connection = createHostConnection({
    widgetOrigin: page.origin,
    target: () => iframe.contentWindow,
    config,
    wallet: options.wallet,
    walletInfo: options.walletInfo,
  })
  let ready = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const startTimer = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (ready) return
      showNotice(true)
      connection.emit('timeout', { afterMs: timeoutMs })
    }, timeoutMs)
  }
  const onMessage = (event: MessageEvent) => connection.handleMessage(event)
  // Also greet the widget when its page has loaded: one that could not read its URL does not know whom to say ready to.
  iframe.addEventListener('load', () => connection.greet())
  window.addEventListener('message', onMessage)
  connection.on('ready', () => {
    ready = true
    showNotice(false)
    clearTimeout(timer)
  })
  connection.on('resize', ({ height }) => {
    if (Number.isFinite(height)) iframe.style.height = `${Math.max(MIN_HEIGHT, Math.ceil(height))}px`
  })
  retry.addEventListener('click', () => {
    showNotice(false)
    ready = false
    // Reload with the current configuration (updates since mount included).
    page.searchParams.set('config', encodeConfigParam(connection.config()))
    iframe.src = page.href
    startTimer()
  })
  startTimer()

  return {
    iframe,
    on: connection.on,
    update: connection.update,
    setRecipient: connection.setRecipient,
    destroy() {
      clearTimeout(timer)
      window.removeEventListener('message', onMessage)
      connection.close()
      iframe.remove()
      notice.remove()
    },
  }
}
