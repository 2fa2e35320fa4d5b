import { type Address, generateKeyPairSigner, isSolanaError } from '@solana/kit'
import { getAddMemoInstruction, LEGACY_MEMO_PROGRAM_ADDRESS_V3 } from '@solana-program/memo'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { describe, expect, inject, it } from 'vitest'
import { svmTestWallet } from '../testing/svmTestWallet'
import { BLOCKHASH_VALID_BLOCKS } from './BlockhashWindow'

const manifest = inject('manifest')
const solana = manifest.solana!
const wallet = svmTestWallet(solana)
const { rpc } = wallet
const mint = solana.usdcMint as Address
const ata = async (owner: Address) =>
  (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]

type RawError = { result?: unknown; error: { code: number; message: string; data: { err: unknown; logs: string[] } } }

/** What a JSON-RPC call answers, read raw (kit throws on errors; these tests look at them). */
async function rawCall<T = RawError>(body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://wallet.example' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  return { status: response.status, body: (await response.json()) as T }
}

describe('the local Solana chain over JSON-RPC', () => {
  it('sends SOL with a memo to the solver; the history shows it with balances and the memo', async () => {
    const payer = await wallet.signer(1)
    const solver = solana.solver as Address
    const payerBefore = await wallet.balance(payer.address)
    const memo = `0x${'ab'.repeat(32)}`
    const signature = await wallet.send(payer, [
      getTransferSolInstruction({ source: payer, destination: solver, amount: 2_000_000_000n }),
      // SPL Memo v2, which litesvm loads (the package's default program is a newer one it does not).
      getAddMemoInstruction({ memo }, { programAddress: LEGACY_MEMO_PROGRAM_ADDRESS_V3 }),
    ])

    const history = await rpc.getSignaturesForAddress(solver, { limit: 5 }).send()
    expect(history[0]).toMatchObject({ signature, err: null, confirmationStatus: 'finalized', memo: `[66] ${memo}` })
    expect(Number(history[0]!.blockTime)).toBeGreaterThan(Date.now() / 1000 - 120)

    const tx = await rpc.getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }).send()
    expect(tx).not.toBeNull()
    const keys = tx!.transaction.message.accountKeys
    const [payerAt, solverAt] = [keys.indexOf(payer.address), keys.indexOf(solver)]
    expect(tx!.meta!.err).toBeNull()
    expect(tx!.meta!.fee).toBe(5_000n)
    expect(tx!.meta!.preBalances[payerAt]).toBe(payerBefore)
    expect(tx!.meta!.postBalances[payerAt]).toBe(payerBefore - 2_000_000_000n - 5_000n)
    expect(tx!.meta!.postBalances[solverAt]! - tx!.meta!.preBalances[solverAt]!).toBe(2_000_000_000n)
    expect(tx!.meta!.logMessages).toEqual(
      expect.arrayContaining(['Program log: Memo (len 66)', `Program log: ${memo}`]),
    )
    expect(tx!.transaction.message.instructions).toHaveLength(2)
    // The solver's balance itself is shared with every other test's fills on this devnet (a fill paid between the
    // two reads moved it by 2 SOL once): the transaction's own balances above are what this transfer did.
    // Without maxSupportedTransactionVersion a v0 transaction is refused, as by a real node.
    const refused = await rawCall({ jsonrpc: '2.0', id: 1, method: 'getTransaction', params: [signature] })
    expect(refused.body.error.code).toBe(-32015)
  })

  it('sends USDC to a fresh owner, creating its associated token account', async () => {
    const payer = await wallet.signer(2)
    const owner = (await generateKeyPairSigner()).address
    const [from, to] = [await ata(payer.address), await ata(owner)]
    const fromBefore = (await rpc.getTokenAccountBalance(from).send()).value.amount
    const signature = await wallet.send(payer, [
      getCreateAssociatedTokenIdempotentInstruction({ payer, ata: to, owner, mint }),
      getTransferCheckedInstruction({
        source: from,
        mint,
        destination: to,
        authority: payer,
        amount: 1_500_000n,
        decimals: 6,
      }),
    ])

    const owned = await rpc.getTokenAccountsByOwner(owner, { mint }, { encoding: 'jsonParsed' }).send()
    expect(owned.value).toHaveLength(1)
    expect(owned.value[0]!.pubkey).toBe(to)
    expect(owned.value[0]!.account.data.parsed.info).toMatchObject({
      mint,
      owner,
      state: 'initialized',
      tokenAmount: { amount: '1500000', decimals: 6, uiAmountString: '1.5' },
    })
    const byProgram = await rpc
      .getTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'base64' })
      .send()
    expect(byProgram.value.map((a) => a.pubkey)).toEqual([to])

    const tx = await rpc.getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }).send()
    const keys = tx!.transaction.message.accountKeys
    expect(tx!.meta!.preTokenBalances).toEqual([
      expect.objectContaining({ accountIndex: keys.indexOf(from), mint, owner: payer.address }),
    ])
    expect(tx!.meta!.postTokenBalances).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          accountIndex: keys.indexOf(to),
          owner,
          uiTokenAmount: expect.objectContaining({ amount: '1500000' }),
        }),
        expect.objectContaining({
          accountIndex: keys.indexOf(from),
          uiTokenAmount: expect.objectContaining({ amount: (BigInt(fromBefore) - 1_500_000n).toString() }),
        }),
      ]),
    )
    const mintInfo = await rpc.getAccountInfo(mint, { encoding: 'jsonParsed' }).send()
    expect(mintInfo.value!.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 6 } },
    })
  })

  it('refuses a transaction whose blockhash is unknown or expired, and one that fails preflight', async () => {
    const payer = await wallet.signer(3)
    // Not to the solver: a payment to it without a request id is a deposit of its own (an orphan, refunded).
    const someone = (await generateKeyPairSigner()).address
    const transfer = (amount: bigint) => [getTransferSolInstruction({ source: payer, destination: someone, amount })]
    const send = async (wire: string) =>
      rawCall({ jsonrpc: '2.0', id: 7, method: 'sendTransaction', params: [wire, { encoding: 'base64' }] })

    const old = (await rpc.getLatestBlockhash().send()).value
    // Each airdrop is a block: BLOCKHASH_VALID_BLOCKS + 1 of them expire `old`.
    // Not only the latest blockhash: one a few blocks old still signs.
    for (let i = 0; i < 3; i++) await rpc.requestAirdrop(someone, 1_000_000n as never).send()
    const recent = await send(await wallet.sign(payer, transfer(1n), old))
    expect(recent.body).toMatchObject({ result: expect.any(String) })
    for (let i = 0; i <= BLOCKHASH_VALID_BLOCKS; i++) await rpc.requestAirdrop(someone, 1_000_000n as never).send()
    expect((await rpc.isBlockhashValid(old.blockhash).send()).value).toBe(false)
    expect((await rpc.getBlockHeight().send()) > old.lastValidBlockHeight).toBe(true)
    const expired = await send(await wallet.sign(payer, transfer(1n), old))
    expect(expired.body.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Blockhash not found',
      data: { err: 'BlockhashNotFound' },
    })
    const made = { blockhash: '11111111111111111111111111111111', lastValidBlockHeight: 0n }
    expect((await send(await wallet.sign(payer, transfer(1n), made))).body.error.data.err).toBe('BlockhashNotFound')

    const tooMuch = await send(await wallet.sign(payer, transfer(10n ** 15n)))
    expect(tooMuch.body.error.code).toBe(-32002)
    expect(tooMuch.body.error.data.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(tooMuch.body.error.data.logs.join('\n')).toMatch(/insufficient lamports/)
    await expect(
      rpc.sendTransaction((await wallet.sign(payer, transfer(10n ** 15n))) as never, { encoding: 'base64' }).send(),
    ).rejects.toSatisfy((error) => isSolanaError(error))
  }, 120_000)

  it('answers batches, unknown methods and bad params in the JSON-RPC shapes', async () => {
    const batch = await rawCall<unknown>([
      { jsonrpc: '2.0', id: 1, method: 'getHealth' },
      { jsonrpc: '2.0', id: 2, method: 'noSuchMethod' },
      { jsonrpc: '2.0', id: 3, method: 'getBalance', params: ['not-an-address'] },
      { jsonrpc: '2.0', id: 4, method: 'getGenesisHash' },
    ])
    expect(batch.body).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'ok' },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
      { jsonrpc: '2.0', id: 3, error: { code: -32602, message: 'Invalid param: Invalid' } },
      { jsonrpc: '2.0', id: 4, result: expect.any(String) },
    ])
    expect((await rawCall('{')).body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    })
    const epoch = await rpc.getEpochInfo().send()
    expect(epoch.absoluteSlot).toBe(await rpc.getSlot().send())
    const rent = await rpc.getMinimumBalanceForRentExemption(165n).send()
    expect(rent).toBe(2_039_280n)
    // A length past u64 (the fuzzer's 18446744073709550592 is 2^64 as a JS number) is a bad param, not an internal error.
    const huge = await rawCall<{ error: { code: number } }>({
      jsonrpc: '2.0',
      id: 5,
      method: 'getMinimumBalanceForRentExemption',
      params: [2 ** 64],
    })
    expect(huge.body.error.code).toBe(-32602)
  })
})
