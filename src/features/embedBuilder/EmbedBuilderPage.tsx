import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useAccount } from 'wagmi'
import type { NetworkResources } from '../../config/loadNetwork'
import {
  checkWidgetConfig,
  decodeConfigParam,
  encodeConfigParam,
  HIDEABLE_PARTS,
  WIDGET_MODES,
  type WidgetConfig,
} from '../../config/widgetConfig'
import type { Eip1193Like } from '../../embed-host/createHostConnection'
import { type FerryHandle, mount } from '../../embed-host/mount'
import { useDebouncedValue } from '../../lib/useDebouncedValue'
import { CodeBlock } from '../../ui/CodeBlock'
import { Notice } from '../../ui/Notice'
import { compactConfig, iframeUrl, scriptSnippet } from './embedSnippet'

type Draft = WidgetConfig & {
  from: NonNullable<WidgetConfig['from']>
  to: NonNullable<WidgetConfig['to']>
  theme: NonNullable<WidgetConfig['theme']>
}

const URL_KEY = 'options'

function initialDraft(network: NetworkResources): { draft: Draft; linkProblem?: string } {
  const fallback: Draft = {
    network: network.profile.id,
    mode: 'bridge',
    from: { chainId: network.chains[0]?.id },
    to: { chainId: network.chains[1]?.id },
    theme: { mode: 'light' },
  }
  const encoded = new URLSearchParams(window.location.search).get(URL_KEY)
  if (!encoded) return { draft: fallback }
  const decoded = decodeConfigParam(encoded)
  if (!decoded.ok)
    return {
      draft: fallback,
      linkProblem: `This link's embed options could not be read (${decoded.problem}); starting from the defaults.`,
    }
  const value = decoded.value as WidgetConfig
  return { draft: { ...fallback, ...value, from: { ...value.from }, to: { ...value.to }, theme: { ...value.theme } } }
}

/**
 * Builds the embed code for a host page from chosen options, with the widget
 * running live beside it (through ferry-embed.js, exactly as a host page runs
 * it) and the protocol events it sends. The options are in the URL, so a
 * setup can be shared as a link.
 */
export function EmbedBuilderPage(props: { network: NetworkResources }) {
  const { network } = props
  const [{ draft, linkProblem }, setState] = useState(() => initialDraft(network))
  const set = (patch: Partial<Draft>) => setState((s) => ({ ...s, draft: { ...s.draft, ...patch } }))
  const config = useMemo(() => compactConfig(draft), [draft])
  const check = checkWidgetConfig(config)
  const origin = window.location.origin

  useEffect(() => {
    const url = new URL(window.location.href)
    url.searchParams.set(URL_KEY, encodeConfigParam(config))
    window.history.replaceState(null, '', url)
  }, [config])

  const chainOptions = network.chains.map((c) => ({ id: c.id, name: c.name }))
  const symbols = [...new Set(network.tokens.map((t) => t.symbol))]
  const side = (name: 'from' | 'to', label: string) => (
    <fieldset className="min-w-0 space-y-2 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{label}</legend>
      <Field label="Chain">
        {(id) => (
          <select
            id={id}
            value={draft[name].chainId ?? ''}
            onChange={(e) =>
              set({ [name]: { ...draft[name], chainId: e.target.value ? Number(e.target.value) : undefined } })
            }
            className={INPUT}
          >
            <option value="">Any</option>
            {chainOptions.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Token (symbol or address)">
        {(id) => (
          <input
            id={id}
            list={`${name}-symbols`}
            value={draft[name].token ?? ''}
            onChange={(e) => set({ [name]: { ...draft[name], token: e.target.value.trim() || undefined } })}
            className={INPUT}
            placeholder="ETH"
          />
        )}
      </Field>
      <datalist id={`${name}-symbols`}>
        {symbols.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={draft[name].locked ?? false}
          onChange={(e) => set({ [name]: { ...draft[name], locked: e.target.checked } })}
        />
        Locked (the person cannot change it)
      </label>
    </fieldset>
  )

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <section aria-labelledby="embed-options" className="min-w-0 space-y-4 rounded-2xl bg-white p-5 shadow-sm">
        <h2 id="embed-options" className="text-lg font-semibold text-slate-800">
          Embed Ferry in your page
        </h2>
        {linkProblem && <Notice tone="warning">{linkProblem}</Notice>}
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Network">
            {(id) => (
              <select
                id={id}
                value={draft.network}
                onChange={(e) => set({ network: e.target.value as Draft['network'] })}
                className={INPUT}
              >
                <option value="local">Local devnet</option>
                <option value="testnet">Testnet</option>
                <option value="mainnet">Mainnet</option>
              </select>
            )}
          </Field>
          <Field label="Operation">
            {(id) => (
              <select
                id={id}
                value={draft.mode ?? 'bridge'}
                onChange={(e) => set({ mode: e.target.value as Draft['mode'] })}
                className={INPUT}
              >
                {WIDGET_MODES.map((m) => (
                  <option key={m} value={m} className="capitalize">
                    {m}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {side('from', 'From')}
          {side('to', 'To')}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Amount">
            {(id) => (
              <input
                id={id}
                inputMode="decimal"
                value={draft.amount ?? ''}
                onChange={(e) => set({ amount: e.target.value.trim() || undefined })}
                className={INPUT}
                placeholder="0.1"
              />
            )}
          </Field>
          <Field label="Recipient">
            {(id) => (
              <input
                id={id}
                value={draft.recipient ?? ''}
                onChange={(e) => set({ recipient: e.target.value.trim() || undefined })}
                className={`${INPUT} font-mono`}
                placeholder="0x… (optional)"
                spellCheck={false}
              />
            )}
          </Field>
          <Field label="Referrer (sent with every quote)">
            {(id) => (
              <input
                id={id}
                value={draft.referrer ?? ''}
                onChange={(e) => set({ referrer: e.target.value.trim() || undefined })}
                className={INPUT}
                placeholder="your-site"
              />
            )}
          </Field>
          <Field label="Default slippage (basis points)">
            {(id) => (
              <input
                id={id}
                inputMode="numeric"
                value={draft.slippageBps ?? ''}
                onChange={(e) => set({ slippageBps: e.target.value === '' ? undefined : Number(e.target.value) })}
                className={INPUT}
                placeholder="auto"
              />
            )}
          </Field>
        </div>
        <fieldset className="min-w-0 space-y-2 rounded-xl border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-700">Look</legend>
          <div className="grid gap-3 sm:grid-cols-4">
            <Field label="Theme">
              {(id) => (
                <select
                  id={id}
                  value={draft.theme.mode ?? 'light'}
                  onChange={(e) => set({ theme: { ...draft.theme, mode: e.target.value as 'light' } })}
                  className={INPUT}
                >
                  <option value="light">Light</option>
                  <option value="dark">Dark</option>
                  <option value="auto">Auto</option>
                </select>
              )}
            </Field>
            <Field label="Accent">
              {(id) => (
                <div className="mt-1 flex items-center gap-2">
                  <input
                    id={id}
                    type="color"
                    value={draft.theme.accent ?? '#0f766e'}
                    onChange={(e) => set({ theme: { ...draft.theme, accent: e.target.value } })}
                    className="h-9 w-12 rounded border border-slate-300"
                  />
                  {draft.theme.accent && (
                    <button
                      type="button"
                      onClick={() => set({ theme: { ...draft.theme, accent: undefined } })}
                      className="text-xs text-slate-600 underline"
                    >
                      Default
                    </button>
                  )}
                </div>
              )}
            </Field>
            <Field label="Corners">
              {(id) => (
                <select
                  id={id}
                  value={draft.theme.radius ?? 'medium'}
                  onChange={(e) =>
                    set({
                      theme: {
                        ...draft.theme,
                        radius: e.target.value === 'medium' ? undefined : (e.target.value as 'small'),
                      },
                    })
                  }
                  className={INPUT}
                >
                  {['none', 'small', 'medium', 'large'].map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Font">
              {(id) => (
                <input
                  id={id}
                  value={draft.theme.font ?? ''}
                  onChange={(e) => set({ theme: { ...draft.theme, font: e.target.value || undefined } })}
                  className={INPUT}
                  placeholder="system"
                />
              )}
            </Field>
          </div>
        </fieldset>
        <fieldset className="min-w-0 space-y-2 rounded-xl border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-700">Offer only</legend>
          <fieldset className="flex flex-wrap gap-3 text-sm">
            <legend className="sr-only">Chains</legend>
            <span aria-hidden="true" className="text-slate-600">
              Chains:
            </span>
            {chainOptions.map((c) => (
              <label key={c.id} className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={draft.chains?.includes(c.id) ?? false}
                  onChange={(e) =>
                    set({
                      chains: e.target.checked
                        ? [...(draft.chains ?? []), c.id]
                        : draft.chains?.filter((x) => x !== c.id),
                    })
                  }
                />
                {c.name}
              </label>
            ))}
          </fieldset>
          <Field label="Tokens (symbols or addresses, comma separated; empty for all)">
            {(id) => (
              <input
                id={id}
                value={(draft.tokens ?? []).join(', ')}
                onChange={(e) =>
                  set({
                    tokens: e.target.value
                      .split(',')
                      .map((t) => t.trim())
                      .filter(Boolean),
                  })
                }
                className={INPUT}
                placeholder="ETH, USDC"
              />
            )}
          </Field>
        </fieldset>
        <fieldset className="min-w-0 rounded-xl border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-700">Hide</legend>
          <div className="flex flex-wrap gap-3 text-sm">
            {HIDEABLE_PARTS.map((part) => (
              <label key={part} className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={draft.hide?.includes(part) ?? false}
                  onChange={(e) =>
                    set({
                      hide: e.target.checked ? [...(draft.hide ?? []), part] : draft.hide?.filter((x) => x !== part),
                    })
                  }
                />
                {PART_LABELS[part]}
              </label>
            ))}
          </div>
        </fieldset>

        {!check.ok && (
          <Notice tone="error" testId="builder-problems">
            Fix these before copying:
            <ul className="mt-1 list-disc pl-5">
              {check.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </Notice>
        )}
        <CodeBlock label="Script snippet" code={scriptSnippet({ origin, config })} />
        <CodeBlock label="Or a plain iframe URL" code={iframeUrl({ origin, config })} />
        <p className="text-sm text-slate-600">
          An example host page that uses it:{' '}
          <a className="text-teal-800 underline" href="/embed-example.html">
            embed-example.html
          </a>
          .
        </p>
      </section>
      <Preview config={check.ok ? check.config : undefined} origin={origin} />
    </div>
  )
}

const INPUT = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm'
const PART_LABELS: Record<(typeof HIDEABLE_PARTS)[number], string> = {
  modeSwitch: 'Operation switch',
  slippage: 'Slippage settings',
  exactOutput: 'Exact output',
  recentTransfers: 'Recent transfers',
  poweredBy: '“Powered by Ferry”',
}

function Field(props: { label: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {props.label}
      </label>
      {props.children(id)}
    </div>
  )
}

/** The widget as a host page would show it, mounted with ferry-embed.js's own code, with the events it reports. */
function Preview(props: { config: WidgetConfig | undefined; origin: string }) {
  const box = useRef<HTMLDivElement>(null)
  const config = useDebouncedValue(props.config, 400)
  const key = JSON.stringify(config)
  const [events, setEvents] = useState<{ id: number; text: string }[]>([])
  const { connector } = useAccount()
  const [wallet, setWallet] = useState<Eip1193Like | undefined>(undefined)
  useEffect(() => {
    let live = true
    if (!connector) setWallet(undefined)
    else
      void connector.getProvider().then(
        (provider) => live && setWallet(provider as Eip1193Like),
        () => live && setWallet(undefined),
      )
    return () => {
      live = false
    }
  }, [connector])

  // biome-ignore lint/correctness/useExhaustiveDependencies: remount for a new configuration (by value), not a new object.
  useEffect(() => {
    if (!config || !box.current) return
    setEvents([])
    const handle: FerryHandle = mount(box.current, {
      src: `${props.origin}/embed.html`,
      config,
      wallet,
      walletInfo: wallet ? { name: 'Your wallet on this site' } : undefined,
      title: 'Ferry preview',
    })
    const types = [
      'ready',
      'quote',
      'execution.started',
      'status',
      'completed',
      'failed',
      'refunded',
      'error',
      'timeout',
    ] as const
    for (const type of types)
      handle.on(type, (payload) =>
        setEvents((list) =>
          [{ id: (list[0]?.id ?? 0) + 1, text: `${type} ${JSON.stringify(payload)}` }, ...list].slice(0, 12),
        ),
      )
    return () => handle.destroy()
  }, [key, wallet, props.origin])

  return (
    <section aria-labelledby="embed-preview" className="min-w-0 space-y-3">
      <h2 id="embed-preview" className="text-lg font-semibold text-slate-800">
        Live preview
      </h2>
      {!props.config && <Notice tone="warning">The preview waits for valid options.</Notice>}
      <div
        ref={box}
        data-testid="embed-preview"
        className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-1"
      />
      <div>
        <h3 className="text-sm font-medium text-slate-700">Events the widget sent</h3>
        <ol aria-label="Preview events" className="mt-1 space-y-1 font-mono text-xs break-all text-slate-600">
          {events.map((e) => (
            <li key={e.id}>{e.text}</li>
          ))}
        </ol>
      </div>
    </section>
  )
}
