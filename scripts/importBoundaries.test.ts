/**
 * docs/architecture.md's layering is enforced by Biome's noRestrictedImports (biome.json).
 * This test writes one probe file per rule into the real folders, lints them
 * with the project's configuration, and checks that each crossing is refused
 * and each allowed import passes: a change to biome.json that loosens a
 * boundary fails here.
 */
import { execFileSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'

type Probe = { path: string; source: string; allowed: boolean }

const probe = (dir: string, name: string, from: string, allowed: boolean): Probe => ({
  path: `${dir}/zzBoundaryProbe${name}.ts`,
  source: `import * as probe from '${from}'\nexport const used = probe\n`,
  allowed,
})

const PROBES: Probe[] = [
  probe('src/features/call', 'OtherFeature', '../swap/SwapPanel', false),
  probe('src/features/call', 'OtherFeatureLong', '../../features/swap/SwapPanel', false),
  probe('src/features/call', 'App', '../../app/App', false),
  probe('src/features/call', 'Transfer', '../../transfer/session/useTransfer', true),
  probe('src/features/call', 'OwnFolder', './abiTools', true),
  probe('src/features/request', 'StatusPush', '../../transfer/track/createStatusPush', false),
  probe('src/features/request', 'StatusPolling', '../../transfer/track/waitForFinalStatus', false),
  probe('src/features/request', 'Follower', '../../transfer/track/useFollowedStatus', true),
  probe('src/transfer', 'Feature', '../features/swap/SwapPanel', false),
  probe('src/ui', 'Transfer', '../transfer/session/useTransfer', false),
  probe('src/ui', 'Api', '../api/useTokenSearch', false),
  probe('src/ui', 'Query', '@tanstack/react-query', false),
  probe('src/ui', 'TokenMemory', '../lib/useTokenMemory', false),
  probe('src/ui', 'ChainRead', '../lib/readBalances', false),
  probe('src/ui', 'Lib', '../lib/format', true),
  probe('src/transfer/tokens', 'Api', '../../api/useTokenSearch', true),
  probe('src/transfer/tokens', 'Session', '../session/useTransfer', false),
  probe('src/api', 'Config', '../config/networks', false),
  probe('src/lib', 'Api', '../api/getQuote', false),
  probe('src/embed-host', 'Lib', '../lib/format', false),
  probe('src/transfer', 'Devnet', '../../devnet/startDevnet', false),
  probe('src/transfer', 'NodeBuiltin', 'node:fs', false),
  probe('devnet', 'Transfer', '../src/transfer/session/useTransfer', false),
  probe('src/transfer/track', 'Run', '../run/runSteps', false),
  probe('src/transfer/run', 'Track', '../track/followRequest', true),
  probe('src/transfer/run', 'Session', '../session/useTransfer', false),
  probe('src/transfer/views', 'Session', '../session/transferSession', false),
  probe('src/transfer/views', 'Fees', '../fees/AppFeeLine', true),
  probe('src/transfer/quote', 'Views', '../views/failReasonText', false),
  probe('src/transfer/recipient', 'Quote', '../quote/quoteReview', false),
  probe('src/transfer/session', 'Views', '../views/TransferOutcome', true),
  probe('src/transfer/views', 'Feature', '../../features/swap/SwapPanel', false),
  probe('src/solana', 'Transfer', '../transfer/run/runSteps', false),
  probe('src/transfer/quote', 'Tokens', '../tokens/TokenPicker', false),
  probe('src/transfer/session', 'Tokens', '../tokens/TokenPicker', true),
  probe('src/i18n', 'Lib', '../lib/format', false),
  probe('devnet', 'FerryError', '../src/lib/FerryError', true),
  probe('devnet', 'Api', '../src/api/schemas', true),
  probe('server', 'Config', '../src/config/networks', false),
]

afterAll(() => {
  for (const p of PROBES) rmSync(p.path, { force: true })
})

describe('import boundaries (biome.json)', () => {
  it('refuses every crossing docs/architecture.md forbids and lets the allowed imports through', () => {
    for (const p of PROBES) writeFileSync(p.path, p.source)
    let output: string
    try {
      output = execFileSync('npx', ['biome', 'lint', '--reporter=json', ...PROBES.map((p) => p.path)], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      })
    } catch (error) {
      output = (error as { stdout: string }).stdout
    }
    const report = JSON.parse(output) as { diagnostics: { category: string; location: { path: string } }[] }
    const refused = new Set(
      report.diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports').map((d) => d.location.path),
    )
    const verdicts = Object.fromEntries(PROBES.map((p) => [p.path, !refused.has(p.path)]))
    expect(verdicts).toEqual(Object.fromEntries(PROBES.map((p) => [p.path, p.allowed])))
  })
})
