import { screenAddress } from '../../api/screenAddress'
import { jsonRpc } from '../../lib/jsonRpc'
import type { RecipientFacts } from './checkRecipient'

const HEX = /^0x[0-9a-fA-F]*$/

/**
 * Reads what `checkRecipient` judges, both at once: the recipient's code on the destination chain (`eth_getCode`
 * by plain JSON-RPC, as balances are read, so viem's clients stay out of the form's load) and the service's
 * screening. A chain that does not answer leaves the code unknown; screening that does not answer is `unavailable`.
 */
export async function readRecipientFacts(args: {
  address: string
  chainId: number
  /** The destination chain's RPC (the catalogue's), when it is an EVM chain: code is read by `eth_getCode`. */
  rpcUrl: string | undefined
  /** Where the widget reaches the service (the site server's proxy when there is one). */
  apiUrl: string
  /** `apiUrl` is the site server's proxy (it holds the key the keyed screening needs). */
  viaSiteServer: boolean
  signal?: AbortSignal
}): Promise<RecipientFacts> {
  const { address, chainId, signal } = args
  const [code, screening] = await Promise.all([
    args.rpcUrl
      ? jsonRpc(args.rpcUrl)({ method: 'eth_getCode', params: [address, 'latest'] })
          .then((result) => (typeof result === 'string' && HEX.test(result) ? (result as `0x${string}`) : undefined))
          .catch(() => undefined)
      : undefined,
    screenAddress({ baseUrl: args.apiUrl, address, chainId, viaSiteServer: args.viaSiteServer, signal }),
  ])
  return { code, screening }
}
