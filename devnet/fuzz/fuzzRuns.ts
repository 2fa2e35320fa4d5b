import type { DevnetManifestFile } from '../../src/api/schemas'
import { allDevnetTargets } from './allDevnetTargets'
import { runsPerProperty } from './fuzzAnswer'
import { SITE_SERVER_PROPERTIES } from './siteServerTargets'

/** The status stream's one property (`websocket.fuzz.test.ts`). */
const WEBSOCKET_PROPERTIES = 1

/** Every property of `devnet/fuzz/`: the devnet's targets, the site server's and the status stream's. */
const fuzzProperties = (manifest: DevnetManifestFile) =>
  allDevnetTargets(manifest).length + SITE_SERVER_PROPERTIES + WEBSOCKET_PROPERTIES

/** Runs for each property, the same share for all of them, so that `FUZZ_TOTAL_RUNS` is what they send together. */
export const fuzzRuns = (manifest: DevnetManifestFile) => runsPerProperty(fuzzProperties(manifest))
