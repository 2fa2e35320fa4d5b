import { describe, expect, it } from 'vitest'
import { playwrightCounts, vitestCounts } from './testResults'

describe('the summary names what failed', () => {
  it('vitest: failed tests by file and name, and a file that did not load', () => {
    const counts = vitestCounts({
      numPassedTests: 2,
      numFailedTests: 1,
      numPendingTests: 1,
      numTotalTests: 4,
      success: false,
      testResults: [
        {
          name: `${process.cwd()}/devnet/a.test.ts`,
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a passes' },
            { status: 'failed', fullName: 'a breaks' },
          ],
        },
        { name: `${process.cwd()}/devnet/b.test.ts`, status: 'failed', message: 'boom', assertionResults: [] },
        { name: `${process.cwd()}/devnet/c.test.ts`, status: 'passed', assertionResults: [] },
      ],
    })
    expect(counts).toEqual({
      passed: 2,
      failed: 1,
      skipped: 1,
      failures: ['devnet/a.test.ts › a breaks', 'devnet/b.test.ts (did not load: boom)'],
    })
  })

  it('playwright: failed specs in nested suites with their file and line, and run errors', () => {
    const counts = playwrightCounts({
      stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 2 },
      errors: [{ message: 'global setup failed\nstack' }],
      suites: [
        {
          title: 'e2e/x.spec.ts',
          file: 'e2e/x.spec.ts',
          specs: [{ title: 'ok one', ok: true, line: 3 }],
          suites: [{ title: 'group', specs: [{ title: 'broken one', ok: false, line: 12 }] }],
        },
      ],
    })
    expect(counts).toEqual({
      passed: 4,
      failed: 2,
      skipped: 2,
      failures: ['e2e/x.spec.ts:12 › broken one', 'error: global setup failed'],
    })
  })
})
