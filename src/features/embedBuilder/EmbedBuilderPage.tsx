import { useEffect, useMemo, useState } from 'react'
import { receivingChains } from '../../config/catalogue'
import type { NetworkResources } from '../../config/loadNetwork'
import { checkWidgetConfig, encodeConfigParam, WIDGET_MODES } from '../../config/widgetConfig'
import { CodeBlock } from '../../ui/CodeBlock'
import { Field } from '../../ui/Field'
import { Select, TextInput } from '../../ui/inputs'
import { Notice } from '../../ui/Notice'
import { AppFeeField } from './AppFeeField'
import { LookFields, OfferFields, SideFields } from './EmbedOptionFields'
import { EmbedPreview } from './EmbedPreview'
import { type Draft, initialDraft } from './embedDraft'
import { compactConfig, iframeUrl, scriptSnippet } from './embedSnippet'
import { RequestUrlField } from './RequestUrlField'

/**
 * Builds the embed code for a host page from chosen options, with the widget
 * running live beside it (through ferry-embed.js, exactly as a host page runs
 * it) and the protocol events it sends. The options are in the URL, so a
 * setup can be shared as a link: they are `encoded` (`encodeConfigParam`),
 * which the page's owner keeps in the URL. `wallet`: the EIP-1193 provider of
 * the wallet connected on this site, which the preview hands to the widget as
 * a host page would.
 */
export function EmbedBuilderPage(props: {
  network: NetworkResources
  wallet?: unknown
  /** The options a link brought, if any. */
  encoded: string | undefined
  /** Every change of the options, encoded. */
  onEncoded: (encoded: string) => void
}) {
  const { network, onEncoded } = props
  const [{ draft, linkProblem }, setState] = useState(() => initialDraft(network, props.encoded))
  const set = (patch: Partial<Draft>) => setState((s) => ({ ...s, draft: { ...s.draft, ...patch } }))
  const config = useMemo(() => compactConfig(draft), [draft])
  const check = checkWidgetConfig(config)
  const origin = window.location.origin

  useEffect(() => onEncoded(encodeConfigParam(config)), [config, onEncoded])

  const chainOptions = network.chains.map((c) => ({ id: c.id, name: c.name }))
  // A chain the service takes no deposits to is no destination.
  const destinationOptions = receivingChains(chainOptions, network.listedChains)
  const symbols = [...new Set(network.tokens.map((t) => t.symbol))]
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <section aria-labelledby="embed-options" className="min-w-0 space-y-4 rounded-2xl bg-white p-5 shadow-sm">
        <h2 id="embed-options" className="text-lg font-semibold text-slate-800">
          Embed Ferry in your page
        </h2>
        {linkProblem && <Notice tone="warning">{linkProblem}</Notice>}
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Network">
            {(control) => (
              <Select
                {...control}
                compact
                value={draft.network}
                onChange={(e) => set({ network: e.target.value as Draft['network'] })}
              >
                <option value="local">Local devnet</option>
                <option value="testnet">Testnet</option>
                <option value="mainnet">Mainnet</option>
              </Select>
            )}
          </Field>
          <Field label="Operation">
            {(control) => (
              <Select
                {...control}
                compact
                value={draft.mode ?? 'bridge'}
                onChange={(e) => set({ mode: e.target.value as Draft['mode'] })}
              >
                {WIDGET_MODES.map((m) => (
                  <option key={m} value={m} className="capitalize">
                    {m}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <SideFields name="from" label="From" draft={draft} set={set} chains={chainOptions} symbols={symbols} />
          <SideFields name="to" label="To" draft={draft} set={set} chains={destinationOptions} symbols={symbols} />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Amount">
            {(control) => (
              <TextInput
                {...control}
                compact
                inputMode="decimal"
                value={draft.amount ?? ''}
                onChange={(e) => set({ amount: e.target.value.trim() || undefined })}
                placeholder="0.1"
              />
            )}
          </Field>
          <Field label="Recipient">
            {(control) => (
              <TextInput
                {...control}
                compact
                value={draft.recipient ?? ''}
                onChange={(e) => set({ recipient: e.target.value.trim() || undefined })}
                mono
                placeholder="0x… (optional)"
              />
            )}
          </Field>
          <Field label="Referrer (sent with every quote)">
            {(control) => (
              <TextInput
                {...control}
                compact
                value={draft.referrer ?? ''}
                onChange={(e) => set({ referrer: e.target.value.trim() || undefined })}
                placeholder="your-site"
              />
            )}
          </Field>
          <Field label="Default slippage (basis points)">
            {(control) => (
              <TextInput
                {...control}
                compact
                inputMode="numeric"
                value={draft.slippageBps ?? ''}
                onChange={(e) => set({ slippageBps: e.target.value === '' ? undefined : Number(e.target.value) })}
                placeholder="auto"
              />
            )}
          </Field>
        </div>
        <LookFields draft={draft} set={set} />
        <OfferFields draft={draft} set={set} chains={chainOptions} />
        <RequestUrlField draft={draft} set={set} />
        <AppFeeField draft={draft} set={set} />
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
      <EmbedPreview config={check.ok ? check.config : undefined} origin={origin} wallet={props.wallet} />
    </div>
  )
}
