import { type Chain, encodeFunctionData, type Hex, numberToHex, type WalletClient } from 'viem'
import { estimateGas, getCode } from 'viem/actions'

type RpcError = Error & { code: number }
const rpcError = (code: number, message: string): RpcError => Object.assign(new Error(message), { code })

/** `FerryBatchExecutor.execute`: the calls a delegated account makes in one transaction, reverting as a whole. */
const EXECUTE_ABI = [
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'payable',
    inputs: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'to', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'data', type: 'bytes' },
        ],
      },
    ],
    outputs: [],
  },
] as const

/** Gas for a batch the chain cannot estimate (one call would revert): sent anyway, it reverts whole on chain. */
const UNESTIMATED_BATCH_GAS = 1_000_000n
const GAS_HEADROOM_PERCENT = 130n
/** EIP-7702's delegation designator: `0xef0100` and the code's address. */
const DELEGATION_PREFIX = '0xef0100'

type Call = { to?: Hex; data?: Hex; value?: Hex }

/**
 * EIP-5792 for a key wallet, for real on chain: the account delegates (EIP-7702) to the devnet's batch executor,
 * and `wallet_sendCalls` is one transaction to itself that makes every call in order and reverts as a whole. The
 * batch's id is that transaction's hash and chain (`<hash>:<chainId>`), so any page (a reload) can ask its status.
 */
export function keyProviderCalls(args: {
  address: Hex
  /** The batch executor's address on a chain, or undefined where the wallet cannot batch. */
  executorOf: (chainId: number) => Hex | undefined
  chainOf: (chainId: number) => Chain | undefined
  client: (chain: Chain) => WalletClient
}) {
  const delegated = async (chain: Chain, executor: Hex) => {
    const code = await getCode(args.client(chain), { address: args.address })
    return code?.toLowerCase() === `${DELEGATION_PREFIX}${executor.slice(2).toLowerCase()}`
  }

  return {
    async getCapabilities(params: unknown[]): Promise<Record<Hex, { atomic: { status: string } }>> {
      const asked = (params[1] as Hex[] | undefined)?.map(Number)
      const answer: Record<Hex, { atomic: { status: string } }> = {}
      for (const id of asked ?? []) {
        const chain = args.chainOf(id)
        const executor = chain && args.executorOf(id)
        if (!chain || !executor) continue
        // `ready`: the account will delegate with its first batch; `supported`: it has.
        answer[numberToHex(id)] = { atomic: { status: (await delegated(chain, executor)) ? 'supported' : 'ready' } }
      }
      return answer
    },

    async sendCalls(params: unknown[]): Promise<{ id: string }> {
      const request = params[0] as { chainId: Hex; calls: Call[]; from?: Hex }
      const chainId = Number(request.chainId)
      const chain = args.chainOf(chainId)
      const executor = args.executorOf(chainId)
      // not a message: EIP-5792's error for the app (5710: chain not supported), which then sends one by one
      if (!chain || !executor) throw rpcError(5710, `The wallet cannot batch on chain ${chainId}`)
      const client = args.client(chain)
      const account = client.account
      // not a message: an EIP-1193 error for the app, not shown as such
      if (!account) throw rpcError(4100, 'No account')
      const data = encodeFunctionData({
        abi: EXECUTE_ABI,
        functionName: 'execute',
        args: [request.calls.map((c) => ({ to: c.to as Hex, value: BigInt(c.value ?? 0), data: c.data ?? '0x' }))],
      })
      // The account sends it to itself, so the authorization's nonce is the one after the transaction's.
      const authorizationList = (await delegated(chain, executor))
        ? undefined
        : [await client.signAuthorization({ account, contractAddress: executor, executor: 'self' })]
      const tx = { account, chain, to: args.address, data, authorizationList }
      const gas = await estimateGas(client, tx)
        .then((estimate) => (estimate * GAS_HEADROOM_PERCENT) / 100n)
        .catch(() => UNESTIMATED_BATCH_GAS)
      const hash = await client.sendTransaction({ ...tx, gas })
      return { id: `${hash}:${chainId}` }
    },

    async getCallsStatus(params: unknown[]) {
      const id = String(params[0])
      const [hash, chainPart] = id.split(':')
      const chainId = Number(chainPart)
      const chain = args.chainOf(chainId)
      // not a message: EIP-5792's error for the app (5730: unknown bundle id)
      if (!chain || !/^0x[0-9a-fA-F]{64}$/.test(hash ?? '')) throw rpcError(5730, `Unknown batch ${id}`)
      const receipt = (await args.client(chain).request({
        method: 'eth_getTransactionReceipt',
        params: [hash as Hex],
      } as never)) as {
        status: Hex
        logs: unknown[]
        blockHash: Hex
        blockNumber: Hex
        gasUsed: Hex
        transactionHash: Hex
      } | null
      const base = { version: '2.0.0', id, chainId: numberToHex(chainId), atomic: true }
      if (!receipt) return { ...base, status: 100 }
      const { status, logs, blockHash, blockNumber, gasUsed, transactionHash } = receipt
      // 200: confirmed; 500: reverted entirely (nothing of the batch stays).
      return {
        ...base,
        status: status === '0x1' ? 200 : 500,
        receipts: [{ status, logs, blockHash, blockNumber, gasUsed, transactionHash }],
      }
    },
  }
}
