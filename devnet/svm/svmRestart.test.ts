import { type Address, generateKeyPairSigner } from '@solana/kit'
import { getAddMemoInstruction, LEGACY_MEMO_PROGRAM_ADDRESS_V3 } from '@solana-program/memo'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import { ownDevnet } from '../testing/ownDevnet'
import { svmTestWallet } from '../testing/svmTestWallet'

/** The down switch's (and the outage's) time: long enough that the calls after setting it land inside it on a loaded machine. */
const DOWN_SECONDS = 30

// Its own devnet (own ports, own temp dir): it restarts one, and takes its Solana chain down.
describe('the local Solana chain across a restart, and its down switch', () => {
  const own = ownDevnet('svmRestart')

  it('keeps balances, token accounts, the mint and the transaction index', async () => {
    let devnet = await own.start({ fresh: true })
    const solana = devnet.manifest.solana!
    let wallet = svmTestWallet(solana)
    const payer = await wallet.signer(0)
    const owner = (await generateKeyPairSigner()).address
    const mint = solana.usdcMint as Address
    const ata = async (who: Address) =>
      (await findAssociatedTokenPda({ owner: who, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
    const signature = await wallet.send(payer, [
      getTransferSolInstruction({ source: payer, destination: owner, amount: 3_000_000_000n }),
      getCreateAssociatedTokenIdempotentInstruction({ payer, ata: await ata(owner), owner, mint }),
      getTransferCheckedInstruction({
        source: await ata(payer.address),
        mint,
        destination: await ata(owner),
        authority: payer,
        amount: 2_500_000n,
        decimals: 6,
      }),
      getAddMemoInstruction({ memo: 'kept' }, { programAddress: LEGACY_MEMO_PROGRAM_ADDRESS_V3 }),
    ])
    const read = async () => ({
      owner: await wallet.balance(owner),
      payer: await wallet.balance(payer.address),
      ownerUsdc: (await wallet.rpc.getTokenAccountBalance(await ata(owner)).send()).value.amount,
      mint: (await wallet.rpc.getAccountInfo(mint, { encoding: 'jsonParsed' }).send()).value?.data,
      history: await wallet.rpc.getSignaturesForAddress(owner).send(),
      transaction: await wallet.rpc
        .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
        .send(),
      height: await wallet.rpc.getBlockHeight().send(),
      genesis: await wallet.rpc.getGenesisHash().send(),
    })
    const before = await read()
    expect(before.owner).toBe(3_000_000_000n)
    expect(before.ownerUsdc).toBe('2500000')
    expect(before.history.map((s) => s.signature)).toEqual([signature])
    const lifetime = (await wallet.rpc.getLatestBlockhash().send()).value

    await devnet.stop()
    devnet = await own.start()
    expect(devnet.manifest.solana).toEqual(solana)
    wallet = svmTestWallet(devnet.manifest.solana!)
    expect(await read()).toEqual(before)
    // The recent blockhashes are kept too: one taken before the restart still signs.
    expect((await wallet.rpc.isBlockhashValid(lifetime.blockhash).send()).value).toBe(true)
    const wire = await wallet.sign(
      payer,
      [getTransferSolInstruction({ source: payer, destination: owner, amount: 1n })],
      lifetime,
    )
    const after = await wallet.rpc.sendTransaction(wire as never, { encoding: 'base64' }).send()
    expect((await wallet.rpc.getSignaturesForAddress(owner).send()).map((s) => s.signature)).toEqual([after, signature])
  }, 240_000)

  it('answers 503 while taken down (POST /devnet/solana/down), and again once brought back', async () => {
    const { manifest } = own.devnet
    const down = (seconds: number) =>
      fetch(`${manifest.serviceUrl}/devnet/solana/down`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ seconds }),
      })
    const slot = () =>
      fetch(manifest.solana!.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }),
      })
    expect((await slot()).status).toBe(200)
    // A service outage is not the chain's: /solana still answers meanwhile.
    const outage = (seconds: number) =>
      fetch(`${manifest.serviceUrl}/devnet/outage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ seconds }),
      })
    try {
      expect((await outage(DOWN_SECONDS)).status).toBe(200)
      expect((await fetch(`${manifest.serviceUrl}/chains`)).status).toBe(500)
      expect((await slot()).status).toBe(200)
    } finally {
      await outage(0)
    }
    try {
      expect(await (await down(DOWN_SECONDS)).json()).toMatchObject({ down: true })
      const refused = await slot()
      expect(refused.status).toBe(503)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      // The service itself still answers: the chain is down, not the service.
      expect((await fetch(`${manifest.serviceUrl}/chains`)).status).toBe(200)
    } finally {
      expect(await (await down(0)).json()).toMatchObject({ down: false })
    }
    expect((await slot()).status).toBe(200)
  })
})
