import { describe, expect, it } from 'vitest'
import { stepsOf } from './devnetRestart.bench'

describe("the devnetRestart bench's reading of the devnet's log lines", () => {
  it('names every step, a name with a comma in it too', () => {
    expect(
      stepsOf(
        'devnet stopped in 120 ms (the solver 22, the Solana chain (its process, which saves its snapshot) 67, anvil (chain 31337) 10)',
      ),
    ).toEqual({
      'the solver': 22,
      'the Solana chain (its process, which saves its snapshot)': 67,
      'anvil (chain 31337)': 10,
    })
    expect(stepsOf('devnet started in 2345 ms (data dir 3, chains and store 1900)')).toEqual({
      'data dir': 3,
      'chains and store': 1900,
    })
    expect(stepsOf('')).toEqual({})
  })
})
