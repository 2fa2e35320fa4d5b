import fc from 'fast-check'
import type { DevnetManifestFile } from '../../src/api/schemas'
import { miningBodySchema, solverBodySchema } from '../service/admin/adminSchemas'
import type { FuzzRequest, FuzzTarget } from './fuzzAnswer'
import { HOSTILE_NUMBER_TEXTS, hostileBody, hostileJson, hostileUrlString, toJsonText } from './hostileArbitraries'

const json = { 'content-type': 'application/json' }

/** The body as JSON, or undefined when it is not JSON. */
const parsed = (request: FuzzRequest): unknown => {
  try {
    return JSON.parse(request.body || '{}')
  } catch {
    return undefined
  }
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Text that is nearly an EVM address: a length off by one, a non-hex or non-ASCII digit, a NUL, a prefix missing. */
function nearAddress(manifest: DevnetManifestFile): fc.Arbitrary<string> {
  const address = manifest.accounts[0]!.address
  return fc.oneof(
    fc.constantFrom(address, address.toLowerCase(), address.slice(2), `${address}0`, address.slice(0, -1)),
    fc.stringMatching(/^0x[0-9a-fA-FgGxX]{38,42}$/),
    fc
      .tuple(fc.nat(39), fc.constantFrom('\u0000', '\ud800', '٣', 'Ｆ', ' ', '\u202e'))
      .map(([at, odd]) => `${address.slice(0, 2 + at)}${odd}${address.slice(3 + at)}`),
    hostileUrlString,
  )
}

/**
 * Issue #37: the admin settings the fuzzer did not reach, `POST /devnet/chains/mining` and `POST /devnet/solver`'s
 * `overlookDepositsFrom`, hostile (types, chain ids past every range, lists over their length, addresses nearly
 * valid). A body that would change the devnet for the other tests is never sent: a valid mining body for a devnet
 * chain (or all of them) pauses or mines blocks, a valid solver body replaces its settings. A valid mining body for a
 * chain the devnet does not have is sent: it must be refused with a 4xx.
 */
export function adminSettingTargets(manifest: DevnetManifestFile): FuzzTarget[] {
  const chainIds = manifest.chains.map((c) => c.id)
  // Raw JSON text: numbers past every range as written (1e400, 2^256), not only what JSON.stringify makes.
  const chainId = fc.oneof(
    fc.constantFrom(...chainIds).map(String),
    fc.integer({ min: -2, max: 2 ** 53 }).map(String),
    fc.constantFrom(...HOSTILE_NUMBER_TEXTS),
    hostileJson().map(toJsonText),
  )
  const paused = fc.oneof(fc.constantFrom('true', 'false'), hostileJson().map(toJsonText))
  const miningBody = fc.oneof(
    fc
      .tuple(fc.option(chainId), fc.option(paused))
      .map(([id, p]) =>
        [id === null ? '' : `"chainId":${id}`, p === null ? '' : `"paused":${p}`].filter(Boolean).join(','),
      )
      .map((fields) => `{${fields}}`),
    hostileBody(['chainId', 'paused'], () => ({ chainId: chainIds[0], paused: true })),
  )
  const addresses = fc.array(nearAddress(manifest), { maxLength: 104 })
  const solverBody = fc.oneof(
    fc
      .tuple(addresses, fc.option(fc.constantFrom('fillDelayMs', 'unhealthyChains', 'overlook', '__proto__')))
      .map(([list, other]) => JSON.stringify({ overlookDepositsFrom: list, ...(other ? { [other]: list } : {}) })),
    hostileJson(['overlookDepositsFrom']).map((value) => `{"overlookDepositsFrom":${toJsonText(value)}}`),
    hostileBody(['overlookDepositsFrom'], () => ({ overlookDepositsFrom: [manifest.accounts[0]!.address] })),
  )
  return [
    {
      name: 'POST /devnet/chains/mining',
      request: miningBody.map((body) => ({ method: 'POST', path: '/devnet/chains/mining', body, headers: json })),
      // Sent unless the route would take it and pause or mine a devnet chain: judged on the body itself too, so a
      // schema that lets a hostile value through has it sent (and the fuzzer finds what it does).
      skip: (request) => {
        const body = parsed(request)
        if (!miningBodySchema.safeParse(body).success || !isObject(body)) return false
        const { chainId, paused } = body
        return typeof paused === 'boolean' && (chainId === undefined || chainIds.includes(chainId as number))
      },
    },
    {
      name: 'POST /devnet/solver (overlookDepositsFrom)',
      request: solverBody.map((body) => ({ method: 'POST', path: '/devnet/solver', body, headers: json })),
      // As above: sent unless the route would take it and every address in its list is one.
      skip: (request) => {
        const body = parsed(request)
        if (!solverBodySchema.safeParse(body).success || !isObject(body)) return false
        const list = body.overlookDepositsFrom
        return (
          list === undefined || (Array.isArray(list) && list.every((a) => typeof a === 'string' && EVM_ADDRESS.test(a)))
        )
      },
    },
  ]
}
