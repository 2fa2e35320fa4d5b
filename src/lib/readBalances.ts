import { zeroAddress } from 'viem'
import { ADDRESS_PATTERN } from './addressPattern'

const BALANCE_OF = '0x70a08231'

type Request = (args: { method: string; params: unknown[] }) => Promise<unknown>

/**
 * Balances of an owner by plain JSON-RPC (eth_getBalance, and eth_call of
 * ERC20 balanceOf): a few lines instead of viem's contract and multicall
 * machinery, which would otherwise be in the embed's first load. A token
 * whose call fails is left out rather than shown as zero.
 */
export async function readBalances(args: {
  request: Request
  owner: `0x${string}`
  tokens: readonly `0x${string}`[]
}): Promise<{ native: bigint; tokens: Map<string, bigint> }> {
  const owner = args.owner.toLowerCase()
  if (!ADDRESS_PATTERN.test(owner)) throw new Error(`Not an address: ${args.owner}`)
  const data = `${BALANCE_OF}${owner.slice(2).padStart(64, '0')}`
  const [native, ...erc20] = await Promise.all([
    args.request({ method: 'eth_getBalance', params: [owner, 'latest'] }).then(toBigInt),
    ...args.tokens
      .filter((t) => t.toLowerCase() !== zeroAddress)
      .map((token) =>
        args
          .request({ method: 'eth_call', params: [{ to: token.toLowerCase(), data }, 'latest'] })
          .then((result) => [token.toLowerCase(), toBigInt(result)] as const)
          .catch(() => undefined),
      ),
  ])
  const tokens = new Map<string, bigint>()
  if (args.tokens.some((t) => t.toLowerCase() === zeroAddress)) tokens.set(zeroAddress, native as bigint)
  for (const entry of erc20) if (entry && entry[1] !== undefined) tokens.set(entry[0], entry[1])
  return { native: native as bigint, tokens }
}

function toBigInt(value: unknown): bigint | undefined {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value) ? BigInt(value) : undefined
}
