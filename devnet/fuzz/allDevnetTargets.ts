import type { DevnetManifestFile } from '../../src/api/schemas'
import { adminSettingTargets } from './adminSettingTargets'
import { devnetTargets } from './devnetTargets'
import type { FuzzTarget } from './fuzzAnswer'
import { officialKitTargets } from './officialKitTargets'
import { svmRpcMethodTargets } from './svmRpcMethodTargets'
import { svmRpcTargets } from './svmRpcTargets'

/** Every HTTP target the fuzzer sends to the devnet itself (its service, admin routes and Solana RPC). */
export function allDevnetTargets(manifest: DevnetManifestFile): FuzzTarget[] {
  return [
    ...devnetTargets(manifest),
    ...adminSettingTargets(manifest),
    ...officialKitTargets(manifest),
    ...svmRpcTargets(manifest),
    ...svmRpcMethodTargets(manifest),
  ]
}
