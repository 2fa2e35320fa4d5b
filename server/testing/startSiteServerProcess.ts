import { type ChildProcess, spawn } from 'node:child_process'

/** How long a child site server may take to print its address (tsx compiles on a loaded machine). */
const START_DEADLINE_MS = 60_000

export interface SiteServerProcess {
  url: string
  child: ChildProcess
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<number | string>
}

/**
 * `server/main.ts` (through tsx's loader) as a child process with `env` on top of this one's, resolved once it prints
 * its address: a separate process, so a test can SIGKILL it as a crash would. Node itself, not the `tsx` wrapper,
 * which would run the server in a grandchild that a SIGKILL leaves running.
 */
export function startSiteServerProcess(env: Record<string, string>): Promise<SiteServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<number | string>((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit(code ?? signal ?? -1)),
  )
  let output = ''
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`site server did not start within ${START_DEADLINE_MS} ms:\n${output}`))
    }, START_DEADLINE_MS)
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const match = /Ferry site server on (http:\/\/\S+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolveStart({ url: match[1]!, child, exited })
      }
    }
    child.stdout?.on('data', onOutput)
    child.stderr?.on('data', onOutput)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`site server exited (${code}) before it started:\n${output}`))
    })
  })
}
