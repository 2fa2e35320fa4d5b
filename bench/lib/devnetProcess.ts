import { type ChildProcess, spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { DevnetManifestFile } from '../../src/api/schemas'
import { ROOT } from './results'

export type DevnetProcess = { manifest: DevnetManifestFile; stop(): Promise<void> }

/**
 * The devnet in a process of its own (`devnet/main.ts`), as people run it:
 * its service and solver do not share an event loop with the bench's
 * browser driver and HTTP client, which would slow both.
 */
export async function startDevnetProcess(args: {
  dataDir: string
  port: number
  chainPort: number
}): Promise<DevnetProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'devnet/main.ts',
      '--fresh',
      '--quiet',
      '--data-dir',
      args.dataDir,
      '--port',
      String(args.port),
      '--chain-port',
      String(args.chainPort),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the devnet did not start in 180 s:\n${output}`)), 180_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ferry devnet ready')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the devnet exited with ${code}:\n${output}`))
    })
  })
  const manifest = JSON.parse(await readFile(join(args.dataDir, 'manifest.json'), 'utf8')) as DevnetManifestFile
  let stopped: Promise<void> | undefined
  return {
    manifest,
    stop: () =>
      (stopped ??= new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
        child.once('exit', () => {
          clearTimeout(timer)
          process.off('exit', killOnExit)
          resolve()
        })
        child.kill('SIGTERM')
      })),
  }
}
