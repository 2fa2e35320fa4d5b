/** The coldPrice part's section of bench/results/summary.md (issues #35 and #42). */
import type { ColdPricePage, ColdPriceResult } from './coldPrice'
import { ms } from './lib/results'

const time = (n: number | null) => (n === null ? 'none' : ms(n))
const x = (n: number | null) => (n === null ? 'n/a' : n.toFixed(2))
const table = (head: string[], align: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `|${align.join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n')

const shown = (p: ColdPricePage, which: 'price' | 'quote') => `${p[which].shown}/${p.samples.length}`

/** The section's lines, under a heading; `when` is the run's date, machine and load. */
export function renderColdPrice(result: ColdPriceResult, when: string): string[] {
  const out = [
    "## Cold link to a price (route and amount in the link, no wallet; beside the service's own swap widget)",
    '',
    `_${when}; ${result.route}; interleaved cold loads, ${result.series[0]?.rounds ?? 0} rounds after ${result.warmupRounds} warm-up round_`,
    '',
  ]
  for (const series of result.series) {
    out.push(
      series.cpuThrottling === 1
        ? '**CPU as is**'
        : `**CPU throttled ${series.cpuThrottling}x** (Chromium's \`Emulation.setCPUThrottlingRate\`)`,
      '',
      table(
        [
          'page',
          'input p50',
          'input p90',
          'price p50',
          'price p90',
          'prices shown',
          'service requests before the price',
          'estimate p50',
          'CLS max (p50)',
        ],
        ['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:'],
        series.pages.map((p) => [
          p.name.startsWith('Ferry') ? `**${p.name}**` : p.name,
          time(p.input.p50),
          time(p.input.p90),
          time(p.price.p50),
          time(p.price.p90),
          shown(p, 'price') + (p.pricesWithoutAnswer ? ` (${p.pricesWithoutAnswer} before any price answer)` : ''),
          p.serviceRequestsBeforePrice ?? '',
          p.estimate.shown ? time(p.estimate.p50) : '',
          `${p.clsMax.toFixed(3)} (${p.clsP50.toFixed(3)})`,
        ]),
      ),
      '',
      table(
        ["price time over the service widget's", 'same round (median)', 'of the medians', 'rounds compared', 'goal'],
        ['---', '---:', '---:', '---:', '---:'],
        series.ratios.map((r) => [r.page, `**${x(r.pairedMedian)}**`, x(r.ofMedians), r.pairs, '≤ 0.5']),
      ),
      '',
    )
  }
  out.push(
    "**Connected** (a returning visitor: the injected test wallet reconnects from the page's storage; empty cache, CPU as is): navigation to the executable quote on screen",
    '',
    table(
      [
        'page',
        'input p50',
        'quote p50',
        'quote p90',
        'quotes shown',
        'wallet reconnected',
        'service requests before the quote',
      ],
      ['---', '---:', '---:', '---:', '---:', '---:', '---:'],
      result.connected.map((p) => [
        p.name,
        time(p.input.p50),
        time(p.quote.p50),
        time(p.quote.p90),
        shown(p, 'quote'),
        `${p.reconnected}/${p.samples.length}`,
        p.serviceRequestsBeforePrice ?? '',
      ]),
    ),
    '',
    'Price: the first frame with an amount received that the service priced (Ferry: "You receive" filled with no "(estimate)" marker, or the quote summary; the service\'s widget: its "Buy" amount), checked against the page\'s own requests (a `POST /price` or quote answer had arrived). "none": no price within the deadline. Outside hosts do not resolve.',
    '',
  )
  return out
}
