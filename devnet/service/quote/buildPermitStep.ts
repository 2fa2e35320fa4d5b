import type { Hex } from 'viem'
import type { StepBody } from '../../../src/api/schemas'
import { type GaslessPermit, permitTypedData } from '../../orders/GaslessPermit'
import type { QuoteInputs } from './validateQuoteRequest'

/**
 * The one step of a gasless deposit (`usePermit`): sign an EIP-3009
 * ReceiveWithAuthorization to the origin depository, nonce = request id,
 * valid for `permitExpiry` seconds of origin chain time; then post it to
 * `/execute/permits`. The person sends no transaction and pays no gas.
 */
export function buildPermitStep(args: { inputs: QuoteInputs; requestId: Hex; amountIn: bigint; originTime: bigint }): {
  steps: StepBody[]
  userGas: bigint
  permit: GaslessPermit
} {
  const { inputs, requestId, amountIn } = args
  const { origin, currencyIn, user } = inputs
  if (!currencyIn.permit || !inputs.permit) throw new Error(`${currencyIn.symbol} takes no permits`)
  const now = BigInt(Math.floor(Date.now() / 1000))
  const permit: GaslessPermit = {
    kind: 'eip3009',
    api: inputs.operation === 'swap' ? 'swap' : 'bridge',
    chainId: origin.id,
    token: currencyIn.address,
    domain: { ...currencyIn.permit, chainId: origin.id, verifyingContract: currencyIn.address },
    from: user,
    to: origin.contracts.depository,
    value: amountIn,
    validAfter: 0n,
    validBefore: (args.originTime > now ? args.originTime : now) + BigInt(inputs.permit.expirySeconds),
    nonce: requestId,
    signature: null,
  }
  const typed = permitTypedData(permit)
  const steps: StepBody[] = [
    {
      id: 'authorize',
      action: 'Sign authorization',
      description: `Sign to let the relayer deposit ${currencyIn.symbol} for you (no gas needed)`,
      kind: 'signature',
      requestId,
      depositAddress: '',
      items: [
        {
          status: 'incomplete',
          data: {
            sign: {
              signatureKind: 'eip712',
              domain: typed.domain,
              types: typed.types as unknown as Record<string, { name: string; type: string }[]>,
              primaryType: typed.primaryType,
              value: typed.message,
            },
            post: {
              endpoint: '/execute/permits',
              method: 'POST',
              body: { kind: permit.kind, requestId, api: permit.api },
            },
          },
          check: { endpoint: `/intents/status/v3?requestId=${requestId}`, method: 'GET' },
        },
      ],
    },
  ]
  return { steps, userGas: 0n, permit }
}
