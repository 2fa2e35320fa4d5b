import type { DevnetLogger } from '../createLogger'

/** A stop step still running after this long is named in the log: a stop that hangs says where. */
const SLOW_STOP_STEP_MS = 10_000

interface StopStep {
  name: string
  stop: () => Promise<void>
}

/**
 * What stops the devnet, in the reverse of the order it was added: each step registers its stop as soon as it has
 * started, so a start that fails halfway stops exactly what ran. A stop that fails is logged and the rest still run.
 */
export class StopSequence {
  private readonly steps: StopStep[] = []
  private stopping: Promise<void> | undefined

  constructor(private readonly logger: DevnetLogger) {}

  /** `name`: what the step stops, for the log. */
  add(name: string, stop: () => Promise<void>): void {
    this.steps.push({ name, stop })
  }

  /** Runs the steps once; later calls wait for the same run. */
  run(): Promise<void> {
    this.stopping ??= this.runSteps()
    return this.stopping
  }

  private async runSteps(): Promise<void> {
    const began = Date.now()
    const took: string[] = []
    for (const step of this.steps.splice(0).reverse()) {
      const stepBegan = Date.now()
      const slow = setTimeout(
        () => this.logger.error(`devnet stop: ${step.name} has not stopped after ${SLOW_STOP_STEP_MS / 1000} s`),
        SLOW_STOP_STEP_MS,
      )
      await step
        .stop()
        .catch((error: unknown) => this.logger.error(`devnet stop: ${step.name} failed:`, error))
        .finally(() => clearTimeout(slow))
      took.push(`${step.name} ${Date.now() - stepBegan}`)
    }
    this.logger.info(`devnet stopped in ${Date.now() - began} ms (${took.join(', ')})`)
  }
}
