import { MAX_SYNTHETIC_CHAINS, MAX_SYNTHETIC_TOKENS } from './catalogue/catalogueTypes'
import type { StartDevnetOptions } from './startDevnet'

const USAGE = `Usage: npm run devnet -- [options]

  --data-dir DIR     chain state, database, logs, manifest.json (default .devnet/)
  --fresh            wipe the data dir first
  --port N           service HTTP port (default 8790)
  --chain-port N     first chain's RPC port; the chains use N, N+1, N+2 (default 8545)
  --host HOST        interface to listen on (default 127.0.0.1)
  --quiet            log errors only
  --catalogue-chains N   list N synthetic chains the devnet cannot serve (default 0; PUT /devnet/catalogue at run time)
  --catalogue-tokens N   list N synthetic tokens that cannot be quoted (default 0)
  -h, --help         this text`

/**
 * Turns the CLI flags into startDevnet options, or `{ help }` for -h/--help.
 * Throws with the usage text on anything it does not know.
 */
export function parseDevnetArgs(argv: readonly string[]): { options: StartDevnetOptions } | { help: string } {
  const options: StartDevnetOptions = {}
  const value = (i: number, flag: string): string => {
    const v = argv[i + 1]
    if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value\n\n${USAGE}`)
    return v
  }
  const port = (text: string, flag: string): number => {
    const n = Number(text)
    if (!Number.isInteger(n) || n < 1 || n > 65535)
      throw new Error(`${flag} must be a port number, got "${text}"\n\n${USAGE}`)
    return n
  }
  const count = (text: string, flag: string, max: number): number => {
    const n = Number(text)
    if (!Number.isInteger(n) || n < 0 || n > max)
      throw new Error(`${flag} must be a whole number from 0 to ${max}, got "${text}"\n\n${USAGE}`)
    return n
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined]
    const next = () => inline ?? value(i++, flag)
    switch (flag) {
      case '--data-dir':
        options.dataDir = next()
        break
      case '--fresh':
        options.fresh = true
        break
      case '--port':
        options.port = port(next(), flag)
        break
      case '--chain-port':
        options.chainPort = port(next(), flag)
        break
      case '--host':
        options.host = next()
        break
      case '--quiet':
        options.quiet = true
        break
      case '--catalogue-chains':
        options.catalogue = { ...options.catalogue, chains: count(next(), flag, MAX_SYNTHETIC_CHAINS) }
        break
      case '--catalogue-tokens':
        options.catalogue = { ...options.catalogue, tokens: count(next(), flag, MAX_SYNTHETIC_TOKENS) }
        break
      case '-h':
      case '--help':
        return { help: USAGE }
      default:
        throw new Error(`unknown option ${arg}\n\n${USAGE}`)
    }
  }
  return { options }
}
