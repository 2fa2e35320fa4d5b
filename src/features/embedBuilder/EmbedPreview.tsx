import { t } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useEffect, useRef, useState } from 'react'
import type { WidgetConfig } from '../../config/widgetConfig'
import type { Eip1193Like } from '../../embed-host/createHostConnection'
import { type FerryHandle, mount } from '../../embed-host/mount'
import { FERRY_EVENTS } from '../../embed-host/protocol'
import { useDebouncedValue } from '../../lib/useDebouncedValue'
import { Notice } from '../../ui/Notice'

/** The widget as a host page would show it, mounted with ferry-embed.js's own code, with the events it reports. */
export function EmbedPreview(props: { config: WidgetConfig | undefined; origin: string; wallet?: unknown }) {
  const box = useRef<HTMLDivElement>(null)
  const config = useDebouncedValue(props.config, 400)
  const key = JSON.stringify(config)
  const [events, setEvents] = useState<{ id: number; text: string }[]>([])
  const wallet = props.wallet as Eip1193Like | undefined
  // The host's words (its wallet's name, the frame's title) are in the page's language: remounted when it changes.
  const { locale } = useLingui().i18n

  // biome-ignore lint/correctness/useExhaustiveDependencies: remount for a new configuration (by value), not a new object.
  useEffect(() => {
    if (!config || !box.current) return
    setEvents([])
    const handle: FerryHandle = mount(box.current, {
      src: `${props.origin}/embed.html`,
      config,
      wallet,
      // No name: the preview's language may not be the widget's; the widget names the page's wallet in its own.
      title: t({ id: 'embedBuilder.preview.frameTitle', message: 'Ferry preview' }),
    })
    for (const type of FERRY_EVENTS.filter((name) => name !== 'resize'))
      handle.on(type, (payload) =>
        setEvents((list) =>
          [{ id: (list[0]?.id ?? 0) + 1, text: `${type} ${JSON.stringify(payload)}` }, ...list].slice(0, 12),
        ),
      )
    return () => handle.destroy()
  }, [key, wallet, props.origin, locale])

  return (
    <section aria-labelledby="embed-preview" className="min-w-0 space-y-3">
      <h2 id="embed-preview" className="text-lg font-semibold text-slate-800">
        {t({ id: 'embedBuilder.preview.heading', message: 'Live preview' })}
      </h2>
      {!props.config && (
        <Notice tone="warning">
          {t({ id: 'embedBuilder.preview.waiting', message: 'The preview waits for valid options.' })}
        </Notice>
      )}
      <div
        ref={box}
        data-testid="embed-preview"
        className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-1"
      />
      <div>
        <h3 className="text-sm font-medium text-slate-700">
          {t({ id: 'embedBuilder.preview.events', message: 'Events the widget sent' })}
        </h3>
        <ol
          aria-label={t({ id: 'embedBuilder.preview.eventsList', message: 'Preview events' })}
          dir="ltr"
          className="mt-1 space-y-1 font-mono text-xs break-all text-slate-600"
        >
          {events.map((e) => (
            <li key={e.id}>{e.text}</li>
          ))}
        </ol>
      </div>
    </section>
  )
}
