import { generateKeyPairSigner, type Signature, type Address as SvmAddress } from '@solana/kit'
import { type Address, parseEther, parseUnits, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { expect } from 'vitest'
import type { StatusResponse } from '../../src/api/schemas'
import { SOL_ADDRESS, SOLANA_CHAIN_ID } from '../svm/SvmChain'
import type { DevnetHarness } from './devnetHarness'
import { svmTransferKit } from './svmTransferKit'
import type { TransferKit } from './transferKit'

/** What the chain burns for each signature of a transaction (no priority fees on the devnet). */
const LAMPORTS_PER_SIGNATURE = 5_000n
const FUNDS_SOL = parseUnits('5', 9)
const FUNDS_USDC = parseUnits('1000', 6)
/** The size of an SPL token account: the rent of the recipient's account a USDC fill creates. */
const TOKEN_ACCOUNT_BYTES = 165n
const FAULTS = ['SOLVER_CAPACITY_EXCEEDED', 'TRANSFER_FAILED', 'UNKNOWN'] as const

interface SvmTransfer {
  index: number
  /** `in`: from Solana to an EVM chain; `out`: from an EVM chain to Solana. */
  direction: 'in' | 'out'
  asset: 'sol' | 'usdc'
  evmChainId: number
  requestId: string
  amountIn: bigint
  amountOut: bigint
  /** The Solana side's person: the payer (`in`) or the recipient (`out`). */
  solanaParty: string
  evmRecipient?: Address
  deposit?: string
  final?: StatusResponse
}

/** What the batch leaves in an EVM depository: the EVM-side deposits of filled requests to Solana. */
export interface SvmBatchResult {
  depositoryKept: { chainId: number; token: Address; amount: bigint }[]
  outcomes: Record<string, number>
}

/**
 * The Solana share of the conservation test: random transfers to and from the local Solana chain, in SOL and USDC,
 * some with an injected fault (refunded on Solana, or on the EVM origin), then a balance sheet of every Solana account
 * they touched: each person and recipient holds exactly what the quotes say, the solver signed exactly one fill or
 * refund per request, and lamports add up once the fees the chain burnt (5,000 per signature) are counted; USDC
 * units add up exactly. Nothing created, nothing lost.
 */
export async function runSvmConservationBatch(args: {
  h: DevnetHarness
  kit: TransferKit
  random: () => number
  count: number
  label: string
}): Promise<SvmBatchResult> {
  const { h, kit, random, label } = args
  const svm = svmTransferKit(h)
  const { solana, sol } = svm
  const chainIds = h.manifest.chains.map((c) => c.id)
  const plans = Array.from({ length: args.count }, (_, index) => ({
    index,
    direction: random() < 0.5 ? ('in' as const) : ('out' as const),
    asset: random() < 0.5 ? ('sol' as const) : ('usdc' as const),
    evmChainId: chainIds[Math.floor(random() * chainIds.length)]!,
    fault: random() < 0.3 ? FAULTS[Math.floor(random() * FAULTS.length)] : undefined,
    factor: 0.2 + random() * 0.8,
  }))
  // Everyone funded first: the sheet starts once the faucet is done.
  const parties = await Promise.all(
    plans.map(async (plan) =>
      plan.direction === 'in'
        ? { signer: await svm.fundedWallet({ sol: FUNDS_SOL, usdc: plan.asset === 'usdc' ? FUNDS_USDC : undefined }) }
        : {
            wallet: await kit.wallet({ chainId: plan.evmChainId, usdc: parseUnits('1000', 6) }),
            recipient: (await generateKeyPairSigner()).address as string,
          },
    ),
  )
  const watched = [solana.solver, ...parties.map((p) => p.signer?.address ?? p.recipient!)]
  const accountsOf = async (owner: string) => [owner, await svm.usdcAccount(owner)]
  const lamportAccounts = (await Promise.all(watched.map(accountsOf))).flat()
  const lamportsOf = async () => Promise.all(lamportAccounts.map((a) => sol.balance(a)))
  const usdcOf = async () => Promise.all(watched.map((owner) => svm.usdcBalance(owner)))
  const [lamportsBefore, usdcBefore] = [await lamportsOf(), await usdcOf()]
  const [latest] = await sol.rpc.getSignaturesForAddress(solana.solver as SvmAddress, { limit: 1 }).send()

  const transfers = await Promise.all(
    plans.map(async (plan, i): Promise<SvmTransfer> => {
      const party = parties[i]!
      const evmToken = plan.asset === 'sol' ? zeroAddress : h.currency(plan.evmChainId, 'USDC')
      const solanaToken = plan.asset === 'sol' ? SOL_ADDRESS : solana.usdcMint
      const solanaAmount = plan.asset === 'sol' ? parseUnits('2', 9) : parseUnits('200', 6)
      const evmAmount = plan.asset === 'sol' ? parseEther('0.05') : parseUnits('100', 6)
      const scaled = (amount: bigint) => (amount * BigInt(Math.round(plan.factor * 1000))) / 1000n
      const evmRecipient = privateKeyToAddress(generatePrivateKey())
      const body =
        plan.direction === 'in'
          ? {
              user: party.signer!.address,
              recipient: evmRecipient,
              originChainId: SOLANA_CHAIN_ID,
              destinationChainId: plan.evmChainId,
              originCurrency: solanaToken,
              destinationCurrency: evmToken,
              amount: scaled(solanaAmount).toString(),
            }
          : {
              user: party.wallet!.address,
              recipient: party.recipient!,
              originChainId: plan.evmChainId,
              destinationChainId: SOLANA_CHAIN_ID,
              originCurrency: evmToken,
              destinationCurrency: solanaToken,
              amount: scaled(evmAmount).toString(),
            }
      const quoted = await kit.quote({ ...body, tradeType: 'EXACT_INPUT' })
      if (plan.fault) await kit.admin('/devnet/faults', { requestId: quoted.requestId, failReason: plan.fault })
      const transfer: SvmTransfer = {
        index: plan.index,
        direction: plan.direction,
        asset: plan.asset,
        evmChainId: plan.evmChainId,
        requestId: quoted.requestId,
        amountIn: quoted.amountIn,
        amountOut: quoted.amountOut,
        solanaParty: party.signer?.address ?? party.recipient!,
        ...(plan.direction === 'in' ? { evmRecipient } : {}),
      }
      if (plan.direction === 'in') transfer.deposit = await svm.deposit(quoted.quote, party.signer!)
      else await kit.execute(quoted.quote, party.wallet!)
      transfer.final = await kit.final(quoted.requestId, 60_000)
      return transfer
    }),
  )

  const outcomes: Record<string, number> = {}
  const solverSigned: string[] = []
  const depositoryKept: SvmBatchResult['depositoryKept'] = []
  const expectedSolver = { lamports: 0n, usdc: 0n }
  const rent = await sol.rpc.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_BYTES).send()
  for (const t of transfers) {
    const what = `Solana #${t.index} ${t.direction}/${t.asset} ${t.requestId} (${label}): ${JSON.stringify(t.final)}`
    const final = t.final!
    const key = `${t.direction}:${final.status}`
    outcomes[key] = (outcomes[key] ?? 0) + 1
    // Without a fault every transfer is filled; with one, it is refunded where its deposit is.
    expect(final.status, what).toBe(plans[t.index]!.fault ? 'refund' : 'success')
    const filled = final.status === 'success'
    const inSol = t.asset === 'sol'
    if (t.direction === 'in') {
      expect(final.inTxHashes, what).toEqual([t.deposit])
      // The person's deposit and its one signature's fee, the deposit back when refunded.
      expect(await sol.balance(t.solanaParty), what).toBe(
        FUNDS_SOL - LAMPORTS_PER_SIGNATURE - (filled && inSol ? t.amountIn : 0n),
      )
      if (!inSol) expect(await svm.usdcBalance(t.solanaParty), what).toBe(FUNDS_USDC - (filled ? t.amountIn : 0n))
      const evmToken = inSol ? zeroAddress : h.currency(t.evmChainId, 'USDC')
      expect(await h.balance(t.evmChainId, evmToken, t.evmRecipient!), what).toBe(filled ? t.amountOut : 0n)
      if (filled) expectedSolver[inSol ? 'lamports' : 'usdc'] += t.amountIn
      else solverSigned.push(final.txHashes![0]!)
    } else {
      const paid = filled ? t.amountOut : 0n
      expect(await sol.balance(t.solanaParty), what).toBe(inSol ? paid : 0n)
      expect(await svm.usdcBalance(t.solanaParty), what).toBe(inSol ? 0n : paid)
      const tokenAccountRent = filled && !inSol ? rent : 0n
      expect(await sol.balance(await svm.usdcAccount(t.solanaParty)), what).toBe(tokenAccountRent)
      expectedSolver.lamports -= (inSol ? paid : 0n) + tokenAccountRent
      expectedSolver.usdc -= inSol ? 0n : paid
      if (filled) solverSigned.push(final.txHashes![0]!)
      depositoryKept.push({
        chainId: t.evmChainId,
        token: inSol ? zeroAddress : h.currency(t.evmChainId, 'USDC'),
        amount: filled ? t.amountIn : 0n,
      })
    }
  }

  // The solver signed exactly one transaction per fill on Solana and per refund there: nothing paid twice.
  const since = await sol.rpc
    .getSignaturesForAddress(solana.solver as SvmAddress, latest ? { until: latest.signature } : {})
    .send()
  const details = await Promise.all(
    since.map((s) =>
      sol.rpc.getTransaction(s.signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }).send(),
    ),
  )
  const signedBySolver = since
    .filter((_, i) => details[i]!.transaction.message.accountKeys[0] === solana.solver)
    .map((s) => s.signature)
  expect(signedBySolver.sort(), `the solver's Solana transactions (${label})`).toEqual(solverSigned.sort())
  expectedSolver.lamports -= LAMPORTS_PER_SIGNATURE * BigInt(solverSigned.length)

  // Every transaction of the batch paid 5,000 lamports a signature, and that is all the lamports that left.
  const ours = [...transfers.flatMap((t) => (t.deposit ? [t.deposit] : [])), ...solverSigned]
  let burnt = 0n
  for (const signature of ours) {
    const tx = await sol.rpc
      .getTransaction(signature as Signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    expect(BigInt(tx!.meta!.fee), signature).toBe(LAMPORTS_PER_SIGNATURE * BigInt(tx!.transaction.signatures.length))
    burnt += BigInt(tx!.meta!.fee)
  }
  const [lamportsAfter, usdcAfter] = [await lamportsOf(), await usdcOf()]
  const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n)
  expect(sum(lamportsAfter) - sum(lamportsBefore), `lamports of every account touched (${label})`).toBe(-burnt)
  expect(sum(usdcAfter) - sum(usdcBefore), `USDC units on Solana (${label})`).toBe(0n)
  expect(lamportsAfter[0]! - lamportsBefore[0]!, `the solver's lamports (${label})`).toBe(expectedSolver.lamports)
  expect(usdcAfter[0]! - usdcBefore[0]!, `the solver's USDC (${label})`).toBe(expectedSolver.usdc)
  return { depositoryKept, outcomes }
}
