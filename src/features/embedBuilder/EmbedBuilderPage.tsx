import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { receivingChains } from '../../config/catalogue'
import type { NetworkResources } from '../../config/loadNetwork'
import { checkWidgetConfig, encodeConfigParam } from '../../config/widgetConfig'
import { CodeBlock } from '../../ui/CodeBlock'
import { Notice } from '../../ui/Notice'
import { AppFeeField } from './AppFeeField'
import { LookFields, SideFields } from './EmbedOptionFields'
import { EmbedPreview } from './EmbedPreview'
import { type Draft, initialDraft } from './embedDraft'
import { compactConfig, iframeUrl, scriptSnippet } from './embedSnippet'
import { NetworkModeFields, StartFields } from './GeneralFields'
import { OfferFields } from './OfferFields'
import { RequestUrlField } from './RequestUrlField'
import { SwapSourceFields } from './SwapSourceFields'

/** The example host page shipped beside the widget. */
const EXAMPLE_PAGE = '/embed-example.html'

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
  const symbols = [...new Set(network.tokens.map((token) => token.symbol))]
  const exampleFile = EXAMPLE_PAGE.slice(1)
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <section aria-labelledby="embed-options" className="min-w-0 space-y-4 rounded-2xl bg-white p-5 shadow-sm">
        <h2 id="embed-options" className="text-lg font-semibold text-slate-800">
          {t({ id: 'embedBuilder.heading', message: 'Embed Ferry in your page' })}
        </h2>
        {linkProblem && <Notice tone="warning">{linkProblem}</Notice>}
        <NetworkModeFields draft={draft} set={set} />
        <div className="grid gap-3 sm:grid-cols-2">
          <SideFields
            name="from"
            label={t({ id: 'embedBuilder.from.legend', message: 'From' })}
            draft={draft}
            set={set}
            chains={chainOptions}
            symbols={symbols}
          />
          <SideFields
            name="to"
            label={t({ id: 'embedBuilder.to.legend', message: 'To' })}
            draft={draft}
            set={set}
            chains={destinationOptions}
            symbols={symbols}
          />
        </div>
        <StartFields draft={draft} set={set} />
        <LookFields draft={draft} set={set} />
        <OfferFields draft={draft} set={set} chains={chainOptions} />
        <SwapSourceFields draft={draft} set={set} />
        <RequestUrlField draft={draft} set={set} />
        <AppFeeField draft={draft} set={set} />
        {!check.ok && (
          <Notice tone="error" testId="builder-problems">
            {t({ id: 'embedBuilder.problems.heading', message: 'Fix these before copying:' })}
            <ul className="mt-1 list-disc ps-5">
              {check.problems.map((p) => (
                <li key={p}>
                  <bdi>{p}</bdi>
                </li>
              ))}
            </ul>
          </Notice>
        )}
        <CodeBlock
          label={t({ id: 'embedBuilder.snippet.script', message: 'Script snippet' })}
          code={scriptSnippet({ origin, config })}
        />
        <CodeBlock
          label={t({ id: 'embedBuilder.snippet.iframe', message: 'Or a plain iframe URL' })}
          code={iframeUrl({ origin, config })}
        />
        <p className="text-sm text-slate-600">
          <Trans id="embedBuilder.example">
            An example host page that uses it:{' '}
            <a className="text-teal-800 underline" href={EXAMPLE_PAGE}>
              {exampleFile}
            </a>
            .
          </Trans>
        </p>
      </section>
      <EmbedPreview config={check.ok ? check.config : undefined} origin={origin} wallet={props.wallet} />
    </div>
  )
}
