import type { Context } from 'hono'
import { type Address, getAddress, isAddress } from 'viem'
import { ServiceError } from '../service/ServiceError'

/** The `{wallet}` of an app fee path: a 20-byte hex address, or a 400 INVALID_INPUT naming it. */
export function walletParam(c: Context): Address {
  const wallet = c.req.param('wallet') ?? ''
  if (!isAddress(wallet, { strict: false }))
    throw new ServiceError(400, 'INVALID_INPUT', `wallet must be a 0x-prefixed 20-byte hex address, got "${wallet}"`, {
      field: 'wallet',
    })
  return getAddress(wallet)
}
