/** Renders bench/results/summary.md from the parts' JSON results (whichever exist; each with its own date and load). */
import type { BundleResult } from './bundle'
import type { ColdPriceResult } from './coldPrice'
import { renderColdPrice } from './coldPriceSummary'
import type { CurrenciesResult } from './currencies.bench'
import type { DevnetRestartResult } from './devnetRestart.bench'
import { renderDevnetRestart } from './devnetRestartSummary'
import type { EventsResult } from './events.bench'
import type { RunInfo } from './lib/results'
import { kB, ms } from './lib/results'
import type { LoadResult } from './load'
import type { PickerRow } from './picker.bench'
import type { QuotesResult } from './quotes'
import type { RequestsResult } from './requests.bench'
import type { StatusResult } from './status'
import type { TypingResult } from './typing.bench'

export type PartFile<T> = { part: string; command: string; run: RunInfo; result: T }

export type Parts = {
  bundle?: PartFile<BundleResult>
  load?: PartFile<LoadResult>
  coldPrice?: PartFile<ColdPriceResult>
  status?: PartFile<StatusResult>
  quotes?: PartFile<QuotesResult>
  typing?: PartFile<TypingResult>
  requests?: PartFile<RequestsResult>
  currencies?: PartFile<CurrenciesResult>
  picker?: PartFile<{ runs: number; catalogue: { chains: number; tokens: number }; rows: PickerRow[] }>
  events?: PartFile<EventsResult>
  devnetRestart?: PartFile<DevnetRestartResult>
}

const when = (run: RunInfo) =>
  `${run.date.slice(0, 16).replace('T', ' ')} UTC, ${run.cores} × ${run.cpu}, load average ${run.loadBefore[0]} → ${run.loadAfter[0]} (1 min), ${run.seconds} s`

const table = (head: string[], align: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `|${align.join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n')

const x = (n: number) => n.toFixed(2)

export function renderSummary(parts: Parts): string {
  const out: string[] = [
    '# Ferry benchmarks',
    '',
    '`npm run bench` (each section says when it ran and under what load; the machine is shared).',
    '',
  ]
  const { bundle, load, coldPrice, status, quotes, typing, requests, picker, currencies, events } = parts
  if (bundle) {
    const r = bundle.result
    out.push(
      '## Bundle (first load, gzip -9)',
      '',
      `_${when(bundle.run)}_`,
      '',
      table(
        ['page', 'first-load JS', 'JS files', 'CSS', 'JS raw'],
        ['---', '---:', '---:', '---:', '---:'],
        r.pages.map((p) => [p.page, kB(p.js.gzip), p.js.files, p.css.files ? kB(p.css.gzip) : 'none', kB(p.js.bytes)]),
      ),
      '',
      `All JavaScript of the Ferry build: ${r.totalJs.files} files, ${kB(r.totalJs.gzip)} gzip (${kB(r.totalJs.bytes)} raw). Embed budget (CI): ${kB(r.embedBudget)}.`,
      '',
    )
    for (const page of r.pages.filter((p) => !p.page.startsWith('reference'))) {
      out.push(
        `Largest first-load modules of ${page.page} (minified bytes by source map; gzip of those bytes alone):`,
        '',
        table(
          ['module', 'minified', 'gzip alone'],
          ['---', '---:', '---:'],
          page.topModules.map((m) => [`\`${m.module}\``, kB(m.bytes), kB(m.gzipAlone)]),
        ),
        '',
      )
    }
  }
  if (load) {
    const r = load.result
    out.push(
      '## Load (cold, headless Chromium, navigation to the first frame with the amount input)',
      '',
      `_${when(load.run)}; ${r.runs} interleaved loads of each page after ${r.warmupRounds} warm-up round_`,
      '',
      table(
        [
          'page',
          'p50',
          'p90',
          'x React alone (p50)',
          'x React alone (same round, median)',
          'goal',
          'x React+wagmi (p50)',
          'CLS max (p50)',
          'JS when visible (gzip)',
          'service requests before',
        ],
        ['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:'],
        r.pages.map((p) => [
          p.name.startsWith('Ferry') ? `**${p.name}**` : p.name,
          ms(p.p50),
          ms(p.p90),
          p.name.startsWith('Ferry') ? `**${x(p.ratioToReact)}**` : x(p.ratioToReact),
          p.pairedRatioToReact === undefined ? '' : x(p.pairedRatioToReact),
          p.name === 'Ferry embed' ? '0.6, CLS 0' : p.name === 'Ferry demo page' ? 'CLS 0' : '',
          x(p.ratioToWagmi),
          p.clsMax === undefined ? '' : `${p.clsMax.toFixed(3)} (${p.clsP50.toFixed(3)})`,
          `${kB(p.scriptsWhenVisible.gzip)} in ${p.scriptsWhenVisible.files} file${p.scriptsWhenVisible.files === 1 ? '' : 's'}`,
          p.serviceRequestsBeforeVisible,
        ]),
      ),
      '',
      "Ferry pages run on the local network against the bench devnet (`?network=local`). Their first paint is the form's skeleton written into the HTML by the build, whose amount field takes typing (the measured moment) before any script has run; React renders over it, the catalogue and the devnet manifest are fetched after it (\"service requests before\"), and the app's form takes over when they are in. CLS sums the layout shifts from navigation until the app's form is in and two seconds have passed without a shift. Outside hosts do not resolve.",
      '',
    )
  }
  if (coldPrice) out.push(...renderColdPrice(coldPrice.result, when(coldPrice.run)))
  if (status) {
    const r = status.result
    out.push(
      '## Status lag (service records `success` → the page shows it)',
      '',
      `_${when(status.run)}; ${r.amount} ${r.route} through the demo page and the Devnet wallet, a fresh page for each transfer_`,
      '',
      table(
        ['tracking', 'transfers', 'p50', 'p95', 'max', 'goal (p95)', 'click to outcome (p50)'],
        ['---', '---:', '---:', '---:', '---:', '---:', '---:'],
        r.modes.map((m) => [
          m.mode,
          m.transfers,
          ms(m.p50),
          ms(m.p95),
          ms(m.max),
          m.mode === 'websocket' ? '50 ms' : '1,100 ms',
          ms(m.clickToOutcomeP50),
        ]),
      ),
      '',
    )
  }
  if (quotes) {
    const r = quotes.result
    out.push(
      '## Quote latency (`POST /quote/v2` on the devnet over HTTP)',
      '',
      `_${when(quotes.run)}; ${r.runs} timed quotes per operation after ${r.warmup} warm-up, interleaved; goal p95 under 20 ms_`,
      '',
      table(
        ['operation', 'p50', 'p95', 'p99'],
        ['---', '---:', '---:', '---:'],
        r.operations.map((o) => [o.operation, ms(o.p50), ms(o.p95), ms(o.p99)]),
      ),
      '',
    )
  }
  if (typing) {
    const r = typing.result
    const e = r.estimate
    out.push(
      '## Keystroke to quote (amounts typed in "You pay" on the demo page)',
      '',
      `_${when(typing.run)}; ${r.route}, Devnet wallet connected; ${r.shapes.length} amounts a round (shapes ${r.shapes.join(', ')}, seeded digits, none typed twice) a key at a time, ${r.gapMs.min}-${r.gapMs.max} ms between keys (as the page saw them: p50 ${ms(r.pageGapMs.p50)}, p95 ${ms(r.pageGapMs.p95)}, max ${ms(r.pageGapMs.max)}), ${r.rounds} rounds after one warm-up; timed in the page from the last key's keydown to the first frame painted with it; requests counted from the first key to ${r.settleMs} ms after the quote shows_`,
      '',
      table(
        ['shown', 'amounts', 'p50', 'p95', 'max', 'goal (p95)'],
        ['---', '---:', '---:', '---:', '---:', '---:'],
        [
          [
            'executable quote (the review)',
            r.samples.length,
            ms(r.quote.p50),
            ms(r.quote.p95),
            ms(r.quote.max),
            `${r.goalMs} ms`,
          ],
          e
            ? ['estimate in "You receive"', e.shown, ms(e.p50), ms(e.p95), ms(e.max), '']
            : ['estimate in "You receive"', 0, 'none shown', '', '', ''],
        ],
      ),
      '',
      table(
        ['requests per typed amount', 'mean', 'most', 'cancelled (all amounts)'],
        ['---', '---:', '---:', '---:'],
        [
          ['`POST /quote/v2`', r.requests.quotesPerAmount, r.requests.maxQuotesPerAmount, r.requests.cancelledQuotes],
          ['price lookups (`POST /price`, token prices)', r.requests.pricesPerAmount, '', ''],
        ],
      ),
      '',
    )
  }
  if (requests) {
    const r = requests.result
    out.push(
      `## Requests listing (\`GET /requests/v3\` at ${r.records.toLocaleString('en-US')} records)`,
      '',
      `_${when(requests.run)}; ${r.runs} timed requests per query after 20 warm-up; goal p95 under 50 ms_`,
      '',
      table(
        ['query', 'p50', 'p95', 'p99'],
        ['---', '---:', '---:', '---:'],
        r.queries.map((q) => [q.name, ms(q.p50), ms(q.p95), ms(q.p99)]),
      ),
      '',
    )
  }
  if (picker) {
    const r = picker.result
    out.push(
      `## Pickers with ${r.catalogue.tokens.toLocaleString('en-US')} tokens and ${r.catalogue.chains} extra chains`,
      '',
      `_${when(picker.run)}; ${r.runs} runs after one warm-up; timed in the page, from the input event's timestamp to the first frame painted with its outcome (one frame = 16.7 ms); Event Timing: how many of the same events the browser itself timed at 16 ms or more; goal (issue #28): each picker opens at p50 ≤ 17 ms and p95 ≤ 33 ms_`,
      '',
      table(
        ['action', 'samples', 'p50', 'p95', 'max', 'over one frame', 'Event Timing ≥ 16 ms'],
        ['---', '---:', '---:', '---:', '---:', '---:', '---:'],
        r.rows.map((row) => [
          row.action,
          row.samples,
          ms(row.p50),
          ms(row.p95),
          ms(row.max),
          row.overFrame,
          row.eventTimingOver16,
        ]),
      ),
      '',
    )
  }
  if (currencies) {
    const r = currencies.result
    out.push(
      `## Token search (\`POST /currencies/v2\` over ${r.tokens.toLocaleString('en-US')} tokens)`,
      '',
      `_${when(currencies.run)}; the devnet's service app alone (no chains), ${r.runs} timed searches per query after 20 warm-up_`,
      '',
      table(
        ['query', 'p50', 'p95', 'p99'],
        ['---', '---:', '---:', '---:'],
        r.queries.map((q) => [q.name, ms(q.p50), ms(q.p95), ms(q.p99)]),
      ),
      '',
    )
  }
  if (events) {
    const r = events.result
    out.push(
      '## Site-server events (webhook accepted → the event on a page of another instance)',
      '',
      `_${when(events.run)}; signed webhooks at ${r.rate}/s for ${r.seconds} s after 1 s of warm-up; from the 2xx the sender read to the event's arrival on every stream, one clock; an instance serves at most 500 streams_`,
      '',
      table(
        [
          'case',
          'streams',
          'webhooks (rate)',
          'p50',
          'p95',
          'p99',
          'max',
          'sent → page p95',
          'webhook 2xx p95',
          'bench loop delay p99',
          'missing',
        ],
        ['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:'],
        r.cases.map((c) => [
          c.name,
          c.streamInstances > 1 ? `${c.streams} (${c.streamInstances} instances)` : c.streams,
          `${c.webhooks - c.rejected} (${c.achievedRate.toFixed(1)}/s)`,
          ms(c.p50),
          ms(c.p95),
          ms(c.p99),
          ms(c.max),
          ms(c.sent.p95),
          ms(c.accept.p95),
          ms(c.benchLoopDelay.p99),
          c.missing + c.dropped,
        ]),
      ),
      '',
    )
  }
  if (parts.devnetRestart) out.push(...renderDevnetRestart(parts.devnetRestart))
  return out.join('\n')
}
