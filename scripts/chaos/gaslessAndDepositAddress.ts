/**
 * The two transfer kinds of a chaos run whose deposit is not the person's own `deposit` call:
 *
 * - gasless (`usePermit: true`, USDC): the person signs the quote's EIP-712 `ReceiveWithAuthorization` and posts it
 *   to `POST /execute/permits`; the solver sends the deposit (recorded on the request as its `deposit` transaction),
 *   so the person pays no gas;
 * - deposit address (`useDepositAddress: true`, ETH or USDC, open): the person pays the quote's fresh address with a
 *   plain transfer; the solver sweeps it into the depository (`factory.sweep(requestId, token, amount, requestId)`,
 *   recorded on the arrival, not on the request's transactions), and the sweep's Deposit takes the usual path.
 */
import { type Address, decodeFunctionData, type Hex, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { depositFactoryAbi } from '../../devnet/contracts/depositFactoryAbi'
import type { DevnetHarness } from '../../devnet/testing/devnetHarness'
import { isSignatureStep, type QuoteResponse } from '../../src/api/schemas'

export function gaslessQuoteBody(
  user: Address,
  origin: number,
  destination: number,
  random: () => number,
): Record<string, unknown> {
  return {
    user,
    originChainId: origin,
    destinationChainId: destination,
    originCurrency: 'usdc',
    destinationCurrency: 'usdc',
    amount: (BigInt(10 + Math.floor(random() * 40)) * 10n ** 6n).toString(),
    tradeType: 'EXACT_INPUT',
    usePermit: true,
  }
}

export function depositAddressQuoteBody(
  user: Address,
  origin: number,
  destination: number,
  random: () => number,
): Record<string, unknown> {
  const eth = random() < 0.5
  return {
    user,
    originChainId: origin,
    destinationChainId: destination,
    originCurrency: eth ? 'eth' : 'usdc',
    destinationCurrency: eth ? 'eth' : 'usdc',
    amount: eth
      ? (parseEther('0.01') * BigInt(1 + Math.floor(random() * 4))).toString()
      : (BigInt(10 + Math.floor(random() * 40)) * 10n ** 6n).toString(),
    tradeType: 'EXACT_INPUT',
    useDepositAddress: true,
  }
}

/** The deposit address a quote gives out (its transaction step's `depositAddress`), if any. */
export function depositAddressOfQuote(quote: QuoteResponse): Address | undefined {
  const step = quote.steps.find((s) => 'depositAddress' in s && s.depositAddress)
  return (step as { depositAddress?: Address } | undefined)?.depositAddress
}

/**
 * Signs a gasless quote's authorization as the person's wallet would and posts it as the step runner does.
 * Resolves true when the service took it (the request is then `depositing`); throws when the service could not be
 * reached or refused it.
 */
export async function signAndPostPermit(h: DevnetHarness, quote: QuoteResponse, privateKey: Hex): Promise<void> {
  const item = quote.steps.find(isSignatureStep)?.items[0]
  const sign = item?.data.sign
  const post = item?.data.post
  if (sign?.signatureKind !== 'eip712' || !post) throw new Error('the gasless quote has no EIP-712 signature step')
  const signature = await privateKeyToAccount(privateKey).signTypedData({
    domain: sign.domain,
    types: sign.types,
    primaryType: sign.primaryType,
    message: sign.value,
  } as Parameters<ReturnType<typeof privateKeyToAccount>['signTypedData']>[0])
  const separator = post.endpoint.includes('?') ? '&' : '?'
  const answer = await h.request(`${post.endpoint}${separator}signature=${signature}`, {
    method: post.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(post.body ?? {}),
  })
  if (answer.status !== 200) throw new Error(`POST ${post.endpoint}: ${answer.status} ${JSON.stringify(answer.body)}`)
}

/** The request id a solver transaction to a deposit factory sweeps for, or undefined when it is no sweep. */
export function sweptRequestId(input: Hex): string | undefined {
  try {
    const call = decodeFunctionData({ abi: depositFactoryAbi, data: input })
    return call.functionName === 'sweep' ? String(call.args[3]).toLowerCase() : undefined
  } catch {
    return undefined
  }
}
