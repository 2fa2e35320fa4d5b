import { describe, expect, it } from 'vitest'
import type { QuoteResponse } from '../../api/schemas/quote'
import type { ExecutableQuote } from './quoteReview'
import { createStartGate, type StartState, startStateText } from './startGate'

const quote = { steps: [], fees: {}, details: {} } as unknown as QuoteResponse
const summary = () => 'Bridge 0.5 ETH'

function harness(answers: ExecutableQuote[], run: () => Promise<void> = async () => {}) {
  const states: StartState[] = []
  const runs: string[] = []
  const gate = createStartGate({
    prepare: async () => answers.shift() ?? { ok: false, reason: 'not-ready' },
    run: async (_quote, text) => {
      runs.push(text)
      await run()
    },
    onChange: (state) => states.push(state),
    describe: (error) => `Could not start: ${(error as Error).message}`,
  })
  return { gate, states, runs }
}

describe('a click on the main button', () => {
  it('starts the transfer when the quote can be signed', async () => {
    const { gate, states, runs } = harness([{ ok: true, quote }])
    await gate.request(summary)
    expect(runs).toEqual(['Bridge 0.5 ETH'])
    expect(states.map((s) => s.kind)).toEqual(['starting', 'idle'])
  })

  it.each(['not-ready', 'unavailable', 'moved'] as const)(
    'is kept, says why, and starts by itself once a new quote can be signed (%s)',
    async (reason) => {
      const { gate, states, runs } = harness([
        { ok: false, reason },
        { ok: true, quote },
      ])
      await gate.request(summary)
      expect(gate.state()).toEqual({ kind: 'waiting', reason })
      expect(startStateText(gate.state())).toMatch(/starts/)
      expect(runs).toEqual([])
      gate.quoteChanged(false) // a quote that cannot be signed yet changes nothing
      expect(runs).toEqual([])
      gate.quoteChanged(true)
      await expect.poll(() => runs).toEqual(['Bridge 0.5 ETH'])
      expect(states.at(-1)).toEqual({ kind: 'idle' })
    },
  )

  it('a kept click that the person drops does not start later', async () => {
    const { gate, runs } = harness([
      { ok: false, reason: 'unavailable' },
      { ok: true, quote },
    ])
    await gate.request(summary)
    gate.cancel()
    gate.quoteChanged(true)
    expect(gate.state()).toEqual({ kind: 'idle' })
    expect(runs).toEqual([])
  })

  it('says what went wrong when the transfer cannot be started', async () => {
    const { gate } = harness([{ ok: true, quote }], async () => {
      throw new Error('the transfer code did not load')
    })
    await gate.request(summary)
    expect(gate.state()).toEqual({ kind: 'failed', message: 'Could not start: the transfer code did not load' })
  })

  it('a second click while the first is starting does not start twice', async () => {
    let release: (answer: ExecutableQuote) => void = () => {}
    const runs: string[] = []
    const gate = createStartGate({
      prepare: () => new Promise((resolve) => (release = resolve)),
      run: async (_q, text) => void runs.push(text),
      onChange: () => {},
      describe: () => '',
    })
    const first = gate.request(summary)
    await gate.request(summary)
    release({ ok: true, quote })
    await first
    expect(runs).toHaveLength(1)
  })
})
