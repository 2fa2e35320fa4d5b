import { describe, expect, it } from 'vitest'
import { paceSends } from './paceSends'

/** A clock that only moves when the pacer sleeps, each sleep overshooting by what `late` says. */
function fakeClock(late: (sleep: number) => number = () => 0) {
  let t = 1_000
  let sleeps = 0
  return {
    now: () => t,
    sleep: async (ms: number) => {
      t += ms + late(sleeps++)
    },
  }
}

describe('paceSends', () => {
  it('starts each send at its due time and reports the rate it kept', async () => {
    const clock = fakeClock()
    const sent: number[] = []
    const paced = await paceSends({ total: 5, ratePerSecond: 100, send: (i) => sent.push(i), ...clock })
    expect(sent).toEqual([0, 1, 2, 3, 4])
    expect(paced.startedAt).toEqual([1_000, 1_010, 1_020, 1_030, 1_040])
    expect(paced.achievedRate).toBe(100)
    expect(paced.maxLagMs).toBe(0)
  })

  it('after a late timer starts what fell due at once, so the count per second holds', async () => {
    // The second sleep wakes 25 ms late: sends 2, 3 and 4 (due at 20, 30, 40) all start at 45.
    const clock = fakeClock((n) => (n === 1 ? 25 : 0))
    const paced = await paceSends({ total: 7, ratePerSecond: 100, send: () => {}, ...clock })
    expect(paced.startedAt.map((t) => t - 1_000)).toEqual([0, 10, 45, 45, 45, 50, 60])
    expect(paced.maxLagMs).toBe(25)
    expect(paced.achievedRate).toBe(100)
  })

  it('does not wait for a send to finish (open loop)', async () => {
    const clock = fakeClock()
    const pending: Promise<never>[] = []
    const paced = await paceSends({
      total: 3,
      ratePerSecond: 50,
      send: () => void pending.push(new Promise<never>(() => {})),
      ...clock,
    })
    expect(pending).toHaveLength(3)
    expect(paced.startedAt).toEqual([1_000, 1_020, 1_040])
  })
})
