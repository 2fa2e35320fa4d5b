import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

// The embed's first-load budget: classic zod costs ~20 kB gzip more than zod/mini, so browser code uses zod/mini only.
it('no browser module imports classic zod', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      return statSync(path).isDirectory()
        ? files(path)
        : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)
          ? [path]
          : []
    })
  const offenders = files('src').filter((file) => /from ['"]zod(\/v4)?['"]/.test(readFileSync(file, 'utf8')))
  expect(offenders).toEqual([])
})
