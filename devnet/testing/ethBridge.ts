import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { quoteResponseSchema } from '../../src/api/schemas'
import type { DevnetHarness } from './devnetHarness'
import { orderIdOf } from './orderOf'

/**
 * The quote body of an EXACT_INPUT ETH bridge from the devnet's first chain to its second, the transfer most devnet
 * tests make: `amount` in wei.
 */
export function ethBridgeBody(h: DevnetHarness, args: { user: string; recipient: string; amount: bigint }) {
  return {
    user: args.user,
    recipient: args.recipient,
    originChainId: h.manifest.chains[0]!.id,
    destinationChainId: h.manifest.chains[1]!.id,
    originCurrency: 'eth',
    destinationCurrency: 'eth',
    amount: args.amount.toString(),
    tradeType: 'EXACT_INPUT',
  }
}

/**
 * Quotes an ETH bridge (`ethBridgeBody`, with `extra` on top) to `recipient` or a fresh one, and fails the test
 * unless the devnet answers 200: the quote, its request id, the recipient and what it is to receive.
 */
export async function quoteEthBridge(
  h: DevnetHarness,
  args: {
    user: string
    amount: bigint
    recipient?: string
    headers?: Record<string, string>
    extra?: Record<string, unknown>
  },
) {
  const recipient = args.recipient ?? privateKeyToAddress(generatePrivateKey())
  const answer = await h.quote(
    { ...ethBridgeBody(h, { user: args.user, recipient, amount: args.amount }), ...args.extra },
    args.headers,
  )
  if (answer.status !== 200) throw new Error(`quote failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  const quote = quoteResponseSchema.parse(answer.body)
  return { quote, requestId: orderIdOf(quote), recipient, amountOut: BigInt(quote.details.currencyOut!.amount) }
}

/** `quoteEthBridge` for `payer`, then its steps signed and sent as that test account: the deposit is on its way. */
export async function sendEthBridge(
  h: DevnetHarness,
  args: {
    payer: { address: string; privateKey: string }
    amount: bigint
    recipient?: string
    headers?: Record<string, string>
  },
) {
  const quoted = await quoteEthBridge(h, { ...args, user: args.payer.address })
  const hashes = await h.executeSteps(quoted.quote.steps, args.payer.privateKey as Hex)
  return { ...quoted, hashes }
}
