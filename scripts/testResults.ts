/**
 * Reads the JSON reports of vitest and Playwright into counts and the names of the failed tests, for the summary
 * `npm test` prints last (scripts/test.ts).
 */
export type Counts = { passed: number; failed: number; skipped: number; failures?: string[] }
type VitestFile = {
  name: string
  status: string
  message?: string
  assertionResults: { status: string; fullName: string }[]
}
type PlaywrightSuite = {
  title: string
  file?: string
  specs?: { title: string; ok: boolean; line: number }[]
  suites?: PlaywrightSuite[]
}

export const vitestCounts = (json: unknown): Counts => {
  const r = json as {
    testResults?: VitestFile[]
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests?: number
    numTotalTests: number
    success: boolean
  }
  // A suite that fails to load has no failed tests but is still a failure.
  const failed = r.numFailedTests || (r.success ? 0 : 1)
  const failures = (r.testResults ?? []).flatMap((file) => {
    const where = file.name.replace(`${process.cwd()}/`, '')
    const tests = file.assertionResults.filter((t) => t.status === 'failed').map((t) => `${where} › ${t.fullName}`)
    return tests.length > 0 || file.status !== 'failed' ? tests : [`${where} (did not load: ${file.message ?? ''})`]
  })
  return { passed: r.numPassedTests, failed, skipped: r.numPendingTests + (r.numTodoTests ?? 0), failures }
}
const failedSpecs = (suite: PlaywrightSuite, file = suite.file ?? ''): string[] => [
  ...(suite.specs ?? []).filter((s) => !s.ok).map((s) => `${file}:${s.line} › ${s.title}`),
  ...(suite.suites ?? []).flatMap((child) => failedSpecs(child, child.file ?? file)),
]
export const playwrightCounts = (json: unknown): Counts => {
  const r = json as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number }
    errors?: { message?: string }[]
    suites?: PlaywrightSuite[]
  }
  return {
    failures: [
      ...(r.suites ?? []).flatMap((suite) => failedSpecs(suite)),
      ...(r.errors ?? []).map((e) => `error: ${(e.message ?? '').split('\n')[0]}`),
    ],
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected + (r.errors?.length ?? 0),
    skipped: r.stats.skipped,
  }
}
