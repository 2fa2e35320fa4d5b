import { decodeFunctionData, encodeFunctionData, erc20Abi } from 'viem'
import type { Step, StepTransaction } from '../../api/schemas/quote'
import { isSvmStepData, isTransactionStep } from '../../api/schemas/stepKinds'
import type { StepWallet } from './StepWallet'

/** `approve(address,uint256)`'s selector. */
const APPROVE = '0x095ea7b3'

/**
 * The steps with an approval to 0 put before each approval the token would refuse: tokens such as mainnet USDT
 * refuse changing one non-zero allowance into another. Decided from the chain, not from a list of tokens: the
 * account's allowance to that spender is not zero, the approval as asked would revert, and one to 0 would not.
 * Without a way to read the chain (`wallet.call`) the steps are left as they are.
 */
export async function withAllowanceResets(steps: Step[], wallet: StepWallet): Promise<Step[]> {
  const call = wallet.call
  if (!call) return steps
  return Promise.all(
    steps.map(async (step) => {
      if (!isTransactionStep(step)) return step
      const items = await Promise.all(
        step.items.map(async (item) => {
          if (item.status === 'complete' || isSvmStepData(item.data)) return [item]
          const reset = await resetBefore(item.data, call)
          return reset ? [{ ...item, data: reset }, item] : [item]
        }),
      )
      return items.every((list) => list.length === 1) ? step : { ...step, items: items.flat() }
    }),
  )
}

/** The approval to 0 this approval needs first, or undefined. */
async function resetBefore(
  tx: StepTransaction,
  call: NonNullable<StepWallet['call']>,
): Promise<StepTransaction | undefined> {
  if (!tx.data.toLowerCase().startsWith(APPROVE) || !tx.from) return undefined
  const approval = decodeApproval(tx.data)
  if (!approval || approval.amount === 0n) return undefined
  const from = tx.from
  const read = (data: `0x${string}`) => call({ chainId: tx.chainId, from, to: tx.to, data })
  const current = await read(
    encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [from, approval.spender] }),
  ).then(
    (answer) => BigInt(answer === '0x' ? 0 : answer),
    () => 0n,
  )
  if (current === 0n) return undefined
  if (await succeeds(read(tx.data))) return undefined
  const zero = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [approval.spender, 0n] })
  if (!(await succeeds(read(zero)))) return undefined
  // Only what the approval is: the service's gas and fees were for the other one.
  return { from, to: tx.to, data: zero, value: 0n, chainId: tx.chainId }
}

function decodeApproval(data: `0x${string}`): { spender: `0x${string}`; amount: bigint } | undefined {
  try {
    const { args } = decodeFunctionData({ abi: erc20Abi, data })
    const [spender, amount] = args as readonly [`0x${string}`, bigint]
    return { spender, amount }
  } catch {
    return undefined
  }
}

const succeeds = (answer: Promise<unknown>) =>
  answer.then(
    () => true,
    () => false,
  )
