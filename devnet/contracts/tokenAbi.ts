import type { AbiParameter } from 'viem'
import { usdcAbi } from './usdcAbi'
import { wethAbi } from './wethAbi'

const signature = (entry: { type: string; name?: string; inputs?: readonly AbiParameter[] }): string =>
  `${entry.type} ${entry.name ?? ''}(${(entry.inputs ?? []).map((input) => input.type).join(',')})`

/**
 * The ERC20 surface of `sol/FerryUSDC.sol` and `sol/WETH9.sol`, plus USDC's
 * `mint`, its signed transfers (EIP-3009, EIP-2612) and WETH's
 * `deposit`/`withdraw`: one ABI serves both tokens (and the catalogue's
 * FerryTokens, whose surface is USDC's). WETH's entries USDC also declares
 * are left out, so no entry is there twice.
 */
export const tokenAbi = [
  ...usdcAbi,
  ...wethAbi.filter((entry) => !usdcAbi.some((own) => signature(own) === signature(entry))),
]
