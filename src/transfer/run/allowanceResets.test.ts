import { decodeFunctionData, encodeAbiParameters, encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Step } from '../../api/schemas/quote'
import { withAllowanceResets } from './allowanceResets'
import { recordingWallet } from './runSteps.fixtures'

const TOKEN = '0x00000000000000000000000000000000000000cc'
const SPENDER = '0x00000000000000000000000000000000000000dd'
const OWNER = '0x00000000000000000000000000000000000000bb'

const approveStep = (amount: bigint): Step => ({
  id: 'approve',
  action: '',
  description: '',
  kind: 'transaction',
  items: [
    {
      status: 'incomplete',
      data: {
        from: OWNER,
        to: TOKEN,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, amount] }),
        value: 0n,
        chainId: 1,
        gas: 50_000n,
      },
    },
  ],
})

/** A token on a fake chain: its current allowance, and whether it refuses a non-zero change (USDT). */
function chainWallet(token: { allowance: bigint; usdtLike: boolean }) {
  const { wallet } = recordingWallet({ chainId: 1 })
  wallet.call = async ({ data }) => {
    const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data })
    if (functionName === 'allowance') return encodeAbiParameters([{ type: 'uint256' }], [token.allowance])
    const amount = (args as readonly [string, bigint])[1]
    if (token.usdtLike && amount !== 0n && token.allowance !== 0n) throw new Error('execution reverted')
    return encodeAbiParameters([{ type: 'bool' }], [true])
  }
  return wallet
}

const amountsOf = (steps: Step[]) =>
  steps.flatMap((s) =>
    s.items.map(
      (i) =>
        (
          decodeFunctionData({ abi: erc20Abi, data: (i.data as { data: `0x${string}` }).data }).args as [string, bigint]
        )[1],
    ),
  )

describe('withAllowanceResets', () => {
  it('puts an approval to 0 first when the token refuses to change an outstanding allowance', async () => {
    const steps = await withAllowanceResets([approveStep(500n)], chainWallet({ allowance: 7n, usdtLike: true }))
    expect(amountsOf(steps)).toEqual([0n, 500n])
    // The reset is only what it is: no gas the service estimated for the other approval.
    expect(steps[0]?.items[0]?.data).not.toHaveProperty('gas')
  })

  it('leaves the approval alone when the allowance is 0, or the token takes the change', async () => {
    for (const token of [
      { allowance: 0n, usdtLike: true },
      { allowance: 7n, usdtLike: false },
    ]) {
      const steps = await withAllowanceResets([approveStep(500n)], chainWallet(token))
      expect(amountsOf(steps)).toEqual([500n])
    }
  })

  it('asks for nothing when the wallet cannot read the chain', async () => {
    const { wallet } = recordingWallet({ chainId: 1 })
    const steps = [approveStep(500n)]
    expect(await withAllowanceResets(steps, wallet)).toEqual(steps)
  })
})
