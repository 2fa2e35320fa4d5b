import { generateKeyPairSigner } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { parseUnits, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { isTransactionStep, quoteResponseSchema } from '../../../src/api/schemas'
import { devnetHarness } from '../../testing/devnetHarness'
import { orderIdOf } from '../../testing/orderOf'
import { ownDevnet } from '../../testing/ownDevnet'
import { svmTestWallet } from '../../testing/svmTestWallet'
import { SOL_ADDRESS, SOLANA_CHAIN_ID } from '../SvmChain'

/** A solver tick so far apart that none comes between the payment and the stop: the sweep is the next run's. */
const SLEEPY_SOLVER_MS = 3_600_000

// Its own devnet (own ports, own temp dir), since it stops and starts one.
describe('Solana deposit addresses across a restart', () => {
  const own = ownDevnet('svmDepositAddressRestart')

  it('an address paid before a restart, not swept yet, is swept and filled after it', async () => {
    let devnet = await own.start({ fresh: true, solverPollIntervalMs: SLEEPY_SOLVER_MS })
    const before = devnetHarness(devnet.manifest)
    const [A] = devnet.manifest.chains.map((c) => c.id) as [number]
    const recipient = privateKeyToAddress(generatePrivateKey())
    const refundTo = (await generateKeyPairSigner()).address
    const answer = await before.quote({
      user: zeroAddress,
      recipient,
      originChainId: SOLANA_CHAIN_ID,
      destinationChainId: A,
      originCurrency: SOL_ADDRESS,
      destinationCurrency: zeroAddress,
      amount: parseUnits('2', 9).toString(),
      tradeType: 'EXACT_INPUT',
      useDepositAddress: true,
      strict: true,
      refundTo,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const quote = quoteResponseSchema.parse(answer.body)
    const requestId = orderIdOf(quote)
    const step = quote.steps[0]!
    if (!isTransactionStep(step)) throw new Error('not a transaction step')
    const address = step.depositAddress!
    const amountOut = BigInt(quote.details.currencyOut!.amount)
    const wallet = svmTestWallet(devnet.manifest.solana!)
    const payer = await wallet.signer(1)
    const signature = await wallet.send(payer, [
      getTransferSolInstruction({ source: payer, destination: address as never, amount: parseUnits('2', 9) }),
    ])
    expect(await wallet.balance(address)).toBe(parseUnits('2', 9))
    expect((await before.status(requestId)).status).toBe('waiting')
    await own.stop()

    devnet = await own.start({ solverPollIntervalMs: 100 })
    const after = devnetHarness(devnet.manifest)
    const status = await after.waitForStatus(requestId, (s) => s.status === 'success', 30_000)
    expect(status).toMatchObject({ inTxHashes: [signature] })
    expect(status.depositAddress).toMatchObject({ address, type: 'strict', depositor: payer.address })
    expect(await after.balance(A, zeroAddress, recipient)).toBe(amountOut)
    expect(await svmTestWallet(devnet.manifest.solana!).balance(address)).toBe(0n)
  }, 120_000)
})
