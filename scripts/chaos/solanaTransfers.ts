import {
  type Address,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64Encoder,
  type KeyPairSigner,
  type Signature,
} from '@solana/kit'
import { SOL_ADDRESS, SOLANA_CHAIN_ID } from '../../devnet/svm/SvmChain'
import type { DevnetHarness } from '../../devnet/testing/devnetHarness'
import { svmTestWallet } from '../../devnet/testing/svmTestWallet'
import { type PublicSvmInstruction, toKitInstruction } from '../../src/api/svmInstruction'

/** What the solver did on Solana for one request: successful fills and refunds. */
export interface SolanaMined {
  fills: number
  refunds: number
}

/** The longest the SVM's process may take to answer again after it is killed. */
const CRASH_DEADLINE_MS = 60_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The chaos run's Solana side: SOL transfers both ways between the EVM chains and the devnet's Solana chain, the SVM
 * process killed (`POST /devnet/solana/crash`) among the faults, and the checks: every solver transaction on Solana
 * recorded on a request (fills and refunds counted per request, for the exactly-once check), and no SOL unaccounted
 * for over the Solana users and the solver, with the fees they paid.
 */
export function solanaTransfers(h: DevnetHarness, random: () => number) {
  const solana = h.manifest.solana
  if (!solana) throw new Error('the devnet runs no Solana chain')
  const wallet = svmTestWallet(solana)
  const rpc = wallet.rpc
  const users: KeyPairSigner[] = []
  const solver = solana.solver as Address
  const known = new Set<string>()
  const holders = () => [solver, ...users.map((u) => u.address)]
  const signaturesOf = async (account: Address): Promise<string[]> => {
    const all: string[] = []
    let before: Signature | undefined
    for (;;) {
      const page = await rpc.getSignaturesForAddress(account, { limit: 1000, ...(before ? { before } : {}) }).send()
      all.push(...page.map((s) => s.signature))
      if (page.length < 1000) return all
      before = page.at(-1)!.signature
    }
  }
  const newSignatures = async (): Promise<string[]> => {
    const found = new Set<string>()
    for (const holder of holders()) for (const s of await signaturesOf(holder)) if (!known.has(s)) found.add(s)
    return [...found]
  }
  const transaction = (signature: string) =>
    rpc.getTransaction(signature as Signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }).send()

  return {
    /** `count` Solana users, each given 50 SOL by the faucet (before the baseline). */
    async fund(count: number): Promise<void> {
      for (let i = 0; i < count; i++) {
        const user = await generateKeyPairSigner()
        users.push(user)
        await h.request('/devnet/faucet', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ chainId: SOLANA_CHAIN_ID, address: user.address, sol: (50n * 10n ** 9n).toString() }),
        })
      }
    },
    /** SOL over the users and the solver (lamports); what came before is known from here on. */
    async baseline(): Promise<bigint> {
      for (const holder of holders()) for (const s of await signaturesOf(holder)) known.add(s)
      return this.total()
    },
    async total(): Promise<bigint> {
      let sum = 0n
      for (const holder of holders()) sum += await wallet.balance(holder)
      return sum
    },
    /** A quote body: to Solana from `evmUser` on `evmChain`, or from a Solana user to `evmUser`. */
    quoteBody(evmUser: Address | string, evmChain: number): { body: Record<string, unknown>; payer?: KeyPairSigner } {
      const solUser = users[Math.floor(random() * users.length)]!
      if (random() < 0.5)
        return {
          body: {
            user: evmUser,
            recipient: solUser.address,
            originChainId: evmChain,
            destinationChainId: SOLANA_CHAIN_ID,
            originCurrency: 'eth',
            destinationCurrency: SOL_ADDRESS,
            amount: (10n ** 16n * BigInt(1 + Math.floor(random() * 4))).toString(),
            tradeType: 'EXACT_INPUT',
          },
        }
      return {
        payer: solUser,
        body: {
          user: solUser.address,
          recipient: evmUser,
          originChainId: SOLANA_CHAIN_ID,
          destinationChainId: evmChain,
          originCurrency: SOL_ADDRESS,
          destinationCurrency: 'eth',
          amount: (10n ** 8n * BigInt(1 + Math.floor(random() * 9))).toString(),
          tradeType: 'EXACT_INPUT',
        },
      }
    },
    /**
     * Signs the quote's Solana deposit as a wallet does and sends it; `signed` hears its signature before it is sent
     * (the send may fail with the SVM's process dying under it, the deposit landed or not). Resolves once it shows.
     */
    async deposit(quote: { steps: unknown[] }, payer: KeyPairSigner, signed: (signature: string) => void) {
      const step = quote.steps[0] as { items: { data: { instructions: PublicSvmInstruction[] } }[] }
      const instructions = step.items[0]!.data.instructions.map((i) => {
        const instruction = toKitInstruction(i)
        return {
          ...instruction,
          accounts: instruction.accounts?.map((a) => (a.address === payer.address ? { ...a, signer: payer } : a)),
        }
      })
      const wire = await wallet.sign(payer, instructions)
      const signature = getBase58Decoder().decode(new Uint8Array(getBase64Encoder().encode(wire)).subarray(1, 65))
      signed(signature)
      await rpc.sendTransaction(wire as never, { encoding: 'base64' }).send()
      if (!(await this.landed(signature))) throw new Error(`${signature} has no status after sendTransaction`)
    },
    /** Whether the chain has the transaction (asked again while its process restarts). */
    async landed(signature: string): Promise<boolean> {
      for (let attempt = 0; ; attempt++) {
        try {
          const [status] = (await rpc.getSignatureStatuses([signature as Signature]).send()).value
          return status !== null
        } catch (error) {
          if (attempt >= 60) throw error
          await sleep(500)
        }
      }
    },
    /**
     * Kills the SVM's process; resolves with the time until the devnet has started a new one that answers (ms), or 0
     * when there was none to kill or the devnet itself was restarted meanwhile. Throws when none answers in time.
     */
    async crash(): Promise<number> {
      type State = { pid: number | null; available: boolean; restarts: number }
      const state = async () => (await h.request('/devnet/solana')).body as State
      const before = await state()
      if (before.pid === null) return 0
      const t0 = Date.now()
      const answer = await h.request('/devnet/solana/crash', { method: 'POST' })
      if (answer.status !== 200) return 0
      while (Date.now() < t0 + CRASH_DEADLINE_MS) {
        const now = await state().catch(() => undefined)
        if (now?.available && now.pid !== before.pid)
          // Started again by the same devnet (one restart more), or a new devnet's process (its count began again).
          return now.restarts > before.restarts ? Date.now() - t0 : 0
        await sleep(50)
      }
      throw new Error(`the SVM's process was not back ${CRASH_DEADLINE_MS / 1000} s after it was killed`)
    },
    /**
     * The Solana transactions since the baseline: the solver's, each matched to its request through `recorded`
     * (lowercased signature to request and kind) or named in `failures`; and the fees the holders paid (lamports).
     */
    async audit(recorded: Map<string, { requestId: string; kind: string }>, failures: string[]) {
      const mined = new Map<string, SolanaMined>()
      let fees = 0n
      const payers = new Set<string>(holders())
      for (const signature of await newSignatures()) {
        const tx = await transaction(signature)
        if (!tx) continue
        const payer = String(tx.transaction.message.accountKeys[0])
        if (payers.has(payer)) fees += BigInt(tx.meta?.fee ?? 0n)
        if (payer !== solver) continue
        const entry = recorded.get(signature.toLowerCase())
        if (!entry) {
          failures.push(`Solana: solver transaction ${signature} is not recorded on any request`)
          continue
        }
        if (tx.meta?.err) continue
        const counts = mined.get(entry.requestId) ?? { fills: 0, refunds: 0 }
        if (entry.kind === 'fill') counts.fills += 1
        if (entry.kind === 'refund') counts.refunds += 1
        mined.set(entry.requestId, counts)
      }
      return { mined, fees }
    },
  }
}
