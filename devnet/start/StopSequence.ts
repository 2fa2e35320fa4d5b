import type { DevnetLogger } from '../createLogger'

/**
 * What stops the devnet, in the reverse of the order it was added: each step registers its stop as soon as it has
 * started, so a start that fails halfway stops exactly what ran. A stop that fails is logged and the rest still run.
 */
export class StopSequence {
  private readonly steps: (() => Promise<void>)[] = []
  private stopping: Promise<void> | undefined

  constructor(private readonly logger: DevnetLogger) {}

  add(...steps: (() => Promise<void>)[]): void {
    this.steps.push(...steps)
  }

  /** Runs the steps once; later calls wait for the same run. */
  run(): Promise<void> {
    this.stopping ??= this.runSteps()
    return this.stopping
  }

  private async runSteps(): Promise<void> {
    for (const step of this.steps.splice(0).reverse()) {
      await step().catch((error: unknown) => this.logger.error('devnet stop step failed:', error))
    }
  }
}
