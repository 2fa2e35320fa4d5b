import type { DevnetRestartResult } from './devnetRestart.bench'
import { ms, type RunInfo } from './lib/results'

/** The devnetRestart part's section of bench/results/summary.md. */
export function renderDevnetRestart(part: { command: string; run: RunInfo; result: DevnetRestartResult }): string[] {
  const { run, result: r } = part
  const steps = (record: Record<string, number>) =>
    Object.entries(record)
      .map(([name, value]) => `${name} ${ms(value)}`)
      .join(', ')
  return [
    '## Devnet restart (stop and start on the same data dir; a chain killed with SIGKILL every other round)',
    '',
    `_${run.date.slice(0, 16).replace('T', ' ')} UTC, ${run.cores} × ${run.cpu}, load average ${run.loadBefore.join(' / ')} → ${run.loadAfter.join(' / ')} (1, 5, 15 min); \`${part.command}\`_`,
    '',
    '| rounds | median | stop (median) | start (median) | max | median after a kill | median clean |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    `| ${r.rounds} | ${ms(r.median.totalMs)} | ${ms(r.median.stopMs)} | ${ms(r.median.startMs)} | ${ms(r.max.totalMs)} | ${ms(r.medianAfterKill)} | ${ms(r.medianClean)} |`,
    '',
    `Start steps (medians; the SVM's process, and the chains with the store, run side by side): ${steps(r.startSteps)}.`,
    '',
    `Stop steps (medians): ${steps(r.stopSteps)}.`,
    '',
  ]
}
