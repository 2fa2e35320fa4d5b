import fc from 'fast-check'
import type { DevnetManifestFile } from '../../src/api/schemas'
import type { FuzzTarget } from './fuzzAnswer'

/**
 * The Solana RPC's transaction methods, fed wire transactions built field by field and broken at any of them (issue
 * #37): signature count and signatures, the version byte, the header, the account keys, the blockhash, the
 * instructions (program index, accounts, data) and, in v0, the address lookup tables; each count sometimes
 * disagreeing with what follows, the bytes sometimes cut, flipped or padded. Every answer must be JSON-RPC: one of
 * `result` or `error`, and a refusal never "Internal error" (-32603). And the process stays up (the fuzz test's
 * plain call after each target).
 */
export function svmRpcTargets(manifest: DevnetManifestFile): FuzzTarget[] {
  const solana = manifest.solana
  if (!solana) return []
  const request = fc.tuple(wireTransaction, fc.constantFrom(...CONFIGS)).map(([wire, { method, config }]) => ({
    method: 'POST',
    url: solana.rpcUrl,
    path: `/${method}`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [Buffer.from(wire).toString('base64'), config] }),
  }))
  return [{ name: 'Solana RPC: wire transactions', request, judge: judgeJsonRpc }]
}

/** The four ways bytes reach the SVM: preflight, no preflight, simulation with and without the blockhash replaced. */
const CONFIGS = [
  { method: 'sendTransaction', config: { encoding: 'base64' } },
  { method: 'sendTransaction', config: { encoding: 'base64', skipPreflight: true } },
  { method: 'simulateTransaction', config: { encoding: 'base64', replaceRecentBlockhash: true } },
  { method: 'simulateTransaction', config: { encoding: 'base64', sigVerify: false } },
] as const

/** A JSON-RPC answer's faults, or undefined. */
export function judgeJsonRpc(text: string): string | undefined {
  const answer = JSON.parse(text) as { jsonrpc?: unknown; id?: unknown; result?: unknown; error?: unknown }
  if (answer.jsonrpc !== '2.0' || answer.id !== 1) return `not a JSON-RPC answer to id 1: ${text.slice(0, 300)}`
  if ('result' in answer === 'error' in answer) return `neither or both of result and error: ${text.slice(0, 300)}`
  if (!('error' in answer)) return undefined
  const { code, message } = (answer.error ?? {}) as { code?: unknown; message?: unknown }
  if (!Number.isInteger(code) || typeof message !== 'string') return `an error without code and message: ${text}`
  if (code === -32603) return `an internal error where a refusal belongs: ${text.slice(0, 300)}`
  return undefined
}

/** Solana's compact-u16 ("shortvec") length prefix. */
function shortVec(n: number): number[] {
  const out: number[] = []
  let rest = n & 0xffff
  do {
    let byte = rest & 0x7f
    rest >>= 7
    if (rest) byte |= 0x80
    out.push(byte)
  } while (rest)
  return out
}

const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length })
/** A key: the system program's (all zeros), the same few keys again (repeats), or any. */
const key = fc.oneof(
  fc.constant(new Uint8Array(32)),
  bytes(32).map((b) => b.map((x) => x & 0x03)),
  bytes(32),
)
/** A count as written: the true one mostly, sometimes off by one or anything. */
const writtenCount = (real: number) =>
  fc.oneof({ weight: 6, arbitrary: fc.constant(real) }, fc.constantFrom(real + 1, Math.max(0, real - 1)), fc.nat(300))

const instruction = fc
  .record({
    program: fc.nat(8),
    accounts: fc.array(fc.nat(8), { maxLength: 5 }),
    data: fc.uint8Array({ maxLength: 24 }),
  })
  .chain(({ program, accounts, data }) =>
    fc
      .tuple(writtenCount(accounts.length), writtenCount(data.length))
      .map(([accountCount, dataCount]) => [
        program,
        ...shortVec(accountCount),
        ...accounts,
        ...shortVec(dataCount),
        ...data,
      ]),
  )

const lookupTable = fc
  .record({
    table: key,
    writable: fc.array(fc.nat(255), { maxLength: 3 }),
    readonly: fc.array(fc.nat(255), { maxLength: 3 }),
  })
  .map(({ table, writable, readonly }) => [
    ...table,
    ...shortVec(writable.length),
    ...writable,
    ...shortVec(readonly.length),
    ...readonly,
  ])

/** Counted items: the count as written (maybe wrong), then the items. */
const counted = (items: fc.Arbitrary<number[][]>) =>
  items.chain((list) => writtenCount(list.length).map((count) => [...shortVec(count), ...list.flat()]))

const message = fc
  .record({
    v0: fc.boolean(),
    header: fc.tuple(fc.nat(4), fc.nat(4), fc.nat(4)),
    keys: counted(
      fc.array(
        key.map((k) => [...k]),
        { maxLength: 5 },
      ),
    ),
    blockhash: fc.oneof(fc.constant(new Uint8Array(32)), bytes(32)),
    instructions: counted(fc.array(instruction, { maxLength: 3 })),
    tables: counted(fc.array(lookupTable, { maxLength: 2 })),
  })
  .map(({ v0, header, keys, blockhash, instructions, tables }) => [
    ...(v0 ? [0x80] : []),
    ...header,
    ...keys,
    ...blockhash,
    ...instructions,
    ...(v0 ? tables : []),
  ])

const signatures = counted(
  fc.array(
    fc.oneof(bytes(64), fc.constant(new Uint8Array(64))).map((s) => [...s]),
    { maxLength: 2 },
  ),
)

/** What happens to the bytes after they are built: nothing mostly, else cut, one flipped, or more appended. */
const damage = (wire: number[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(wire) },
    fc.nat(Math.max(0, wire.length - 1)).map((at) => wire.slice(0, at)),
    fc
      .tuple(fc.nat(Math.max(0, wire.length - 1)), fc.nat(255))
      .map(([at, value]) => wire.map((b, i) => (i === at ? value : b))),
    fc.uint8Array({ minLength: 1, maxLength: 40 }).map((extra) => [...wire, ...extra]),
  )

const wireTransaction = fc
  .tuple(signatures, message)
  .chain(([sigs, body]) => damage([...sigs, ...body]))
  .map((wire) => Uint8Array.from(wire))
