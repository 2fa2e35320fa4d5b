import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { DevnetStore } from '../store/DevnetStore'

/** A store in a fresh temporary folder for the test file, removed after it; read `.store` inside tests. */
export function withTempStore(name: string): { readonly store: DevnetStore } {
  let dir: string | undefined
  let store: DevnetStore | undefined
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), `ferry-${name}-`))
    store = await DevnetStore.open(join(dir, 'db'))
  })
  afterAll(async () => {
    await store?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  return {
    get store() {
      if (!store) throw new Error('the temporary store opens in beforeAll')
      return store
    },
  }
}
