import { rename, writeFile } from 'node:fs/promises'

/** Writes via a temp file and a rename, so a reader never sees half a file. */
export async function writeFileAtomic(path: string, contents: string): Promise<void> {
  const tmp = `${path}.${process.pid}.tmp`
  await writeFile(tmp, contents)
  await rename(tmp, path)
}
