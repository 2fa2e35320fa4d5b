import { generateKeyPairSigner } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, inject, it } from 'vitest'
import { svmTestWallet } from '../testing/svmTestWallet'

const manifest = inject('manifest')
const solana = manifest.solana!
const wallet = svmTestWallet(solana)

type Answer = { jsonrpc: '2.0'; id: number; result?: unknown; error?: { code: number; message: string } }

async function call(body: unknown): Promise<Answer & Answer[]> {
  const response = await fetch(solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as Answer & Answer[]
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const concat = (...parts: (number[] | Uint8Array)[]) => new Uint8Array(parts.flatMap((p) => [...p]))
const filled = (length: number, value: number) => new Array<number>(length).fill(value)

/** The four ways bytes reach litesvm: preflight, no preflight, simulation with and without the blockhash replaced. */
const CONFIGS = [
  { method: 'sendTransaction', config: { encoding: 'base64' } },
  { method: 'sendTransaction', config: { encoding: 'base64', skipPreflight: true } },
  { method: 'simulateTransaction', config: { encoding: 'base64', replaceRecentBlockhash: true } },
  { method: 'simulateTransaction', config: { encoding: 'base64', sigVerify: false } },
]

/** Sends each wire transaction to every method and config in one batch; returns the answers. */
async function sendAll(wires: Uint8Array[]): Promise<Answer[]> {
  const calls = wires.flatMap((wire) => CONFIGS.map(({ method, config }) => ({ method, params: [b64(wire), config] })))
  return call(calls.map((c, id) => ({ jsonrpc: '2.0', id, ...c })))
}

async function expectAlive() {
  expect((await call({ jsonrpc: '2.0', id: 1, method: 'getHealth' })).result).toBe('ok')
  // The EVM side lives in the same process: its manifest still answers.
  expect((await fetch(`${manifest.serviceUrl}/devnet/manifest`)).status).toBe(200)
}

describe('malformed wire transactions on the Solana RPC', () => {
  it("answers the issue's truncated message (simulate, blockhash replaced) with an error and stays up", async () => {
    // One zero signature, a legacy header, two keys, a blockhash: the instruction count is missing.
    const tx = concat([1], filled(64, 0), [1, 0, 1, 2], filled(32, 1), filled(32, 0), filled(32, 2))
    const answer = await call({
      jsonrpc: '2.0',
      id: 1,
      method: 'simulateTransaction',
      params: [b64(tx), { encoding: 'base64', replaceRecentBlockhash: true }],
    })
    expect(answer).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: {
        code: -32602,
        message:
          'failed to deserialize solana_transaction::versioned::VersionedTransaction: io error: failed to fill whole buffer',
      },
    })
    await expectAlive()
  })

  it('refuses a real transaction cut or broken at every field, by every method, with -32602', async () => {
    const payer = await wallet.signer(4)
    const to = (await generateKeyPairSigner()).address
    const wire = new Uint8Array(
      Buffer.from(
        await wallet.sign(payer, [getTransferSolInstruction({ source: payer, destination: to, amount: 10_000_000n })]),
        'base64',
      ),
    )
    // v0 layout: [1] signature count, 64 signature bytes, 0x80 version, 3 header bytes, the key count, the keys.
    expect([wire[0], wire[65]]).toEqual([1, 0x80])
    const keyCount = wire[69]!
    const afterKeys = 70 + 32 * keyCount
    const set = (at: number, value: number) => wire.map((b, i) => (i === at ? value : b))
    const broken = [
      ...Array.from({ length: wire.length }, (_, n) => wire.subarray(0, n)), // every truncation
      concat(wire, [0]), // a trailing byte
      concat([2], wire.subarray(1, 65), filled(64, 7), wire.subarray(65)), // two signatures, one signer
      concat([0], wire.subarray(65)), // no signature
      set(65, 0x81), // version 1
      set(66, 0), // no required signer
      set(67, 1), // the only signer read-only: no fee payer
      set(68, keyCount), // more read-only keys than keys
      set(afterKeys + 33, 0), // the instruction's program is the fee payer
      set(afterKeys + 33, keyCount), // a program past the keys
      set(afterKeys + 35, 200), // an account index past the keys
      concat(wire.subarray(0, 70), wire.subarray(70, 102), wire.subarray(70)).map((b, i) =>
        i === 69 ? keyCount + 1 : b,
      ), // the payer's key twice
      concat(wire.subarray(0, afterKeys + 32), [0x81, 0x00], wire.subarray(afterKeys + 33)), // a count of 1 in two bytes
    ]
    const answers = await sendAll(broken)
    for (const [i, answer] of answers.entries()) {
      expect(answer.result, `case ${Math.floor(i / CONFIGS.length)}`).toBeUndefined()
      expect(answer.error?.code, `case ${Math.floor(i / CONFIGS.length)}`).toBe(-32602)
    }
    await expectAlive()
    // The intact transaction still goes through.
    expect((await sendAll([wire]))[0]).toMatchObject({ result: expect.any(String) })
  }, 120_000)

  it('answers a transaction without signers or with a zero signature as the node does', async () => {
    const payer = await wallet.signer(4)
    const to = (await generateKeyPairSigner()).address
    const wire = new Uint8Array(
      Buffer.from(
        await wallet.sign(payer, [getTransferSolInstruction({ source: payer, destination: to, amount: 10_000_000n })]),
        'base64',
      ),
    )
    const unsigned = concat(wire.subarray(0, 1), filled(64, 0), wire.subarray(65))
    const [preflight, skipped, simulated, unverified] = await sendAll([unsigned])
    const failure = { code: -32003, message: 'Transaction signature verification failure' }
    expect(preflight).toMatchObject({ error: failure })
    // Without a preflight the node takes it and drops it unprocessed: the all-zero signature, never landed.
    expect(skipped).toMatchObject({ result: '1'.repeat(64) })
    expect(simulated).toMatchObject({ result: { value: { err: null } } })
    expect(unverified).toMatchObject({ result: { value: { err: null } } })
    const verified = await call({
      jsonrpc: '2.0',
      id: 1,
      method: 'simulateTransaction',
      params: [b64(unsigned), { encoding: 'base64', sigVerify: true }],
    })
    expect(verified).toMatchObject({ error: failure })
    const statuses = await call({ jsonrpc: '2.0', id: 1, method: 'getSignatureStatuses', params: [['1'.repeat(64)]] })
    expect(statuses).toMatchObject({ result: { value: [null] } })
    await expectAlive()
  })
})
