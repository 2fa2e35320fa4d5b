import { isAddress as isSvmAddress } from '@solana/kit'
import type { Context } from 'hono'
import { isAddress } from 'viem'
import type { DepositAddressInfoBody, DepositAddressReindexResponse } from '../../src/api/schemas'
import { depositAddressReindexBodySchema } from '../../src/api/schemas'
import { tokenAbi } from '../contracts/tokenAbi'
import type { DevnetChain, DevnetContext } from '../DevnetContext'
import { ServiceError } from '../service/ServiceError'
import { DepositAddressWatcher } from './DepositAddressWatcher'

const REQUEST_ID = /^0x[0-9a-fA-F]{64}$/

/** `GET /deposit-addresses/v1?address=|requestId=`: `{ depositAddress, type, requestId, chainId, createdAt, currency, refundTo }`. */
export function getDepositAddress(context: Pick<DevnetContext, 'store'>) {
  return async (c: Context): Promise<Response> => {
    const address = c.req.query('address')
    const requestId = c.req.query('requestId')
    if (!address && !requestId) throw new ServiceError(400, 'INVALID_INPUT', 'address or requestId is required')
    if (address && !isAddress(address, { strict: false }) && !isSvmAddress(address))
      throw new ServiceError(400, 'INVALID_INPUT', 'address must be a 20-byte hex or a base58 Solana address', {
        field: 'address',
      })
    if (!address && requestId && !REQUEST_ID.test(requestId))
      throw new ServiceError(400, 'INVALID_INPUT', 'requestId must be a 0x-prefixed 32-byte hex string', {
        field: 'requestId',
      })
    const found = await context.store.depositAddresses.get(address ? { address } : { requestId })
    if (!found) throw new ServiceError(404, 'NOT_FOUND', `No deposit address for ${address ?? requestId}`)
    const body: DepositAddressInfoBody = {
      depositAddress: found.address,
      type: found.type,
      requestId: found.requestId,
      chainId: found.chainId,
      createdAt: new Date(found.createdAt).toISOString(),
      currency: found.currency,
      refundTo: found.refundTo,
    }
    return c.json(body)
  }
}

/**
 * `POST /transactions/deposit-address/reindex` `{ chainId?, depositAddress }` (or `{ address }`):
 * the watcher reads the address's whole history again on every chain (or
 * `targetChainId`); an arrival it had missed is swept and takes the usual
 * path. Answers what the address holds now, per currency checked.
 */
export function postDepositAddressReindex(context: Pick<DevnetContext, 'store' | 'logger' | 'chains'>) {
  return async (c: Context): Promise<Response> => {
    const text = await c.req.text()
    let json: unknown
    try {
      json = JSON.parse(text || '{}')
    } catch {
      throw new ServiceError(400, 'INVALID_INPUT', 'The request body must be JSON')
    }
    const parsed = depositAddressReindexBodySchema.safeParse(json)
    if (!parsed.success) throw new ServiceError(400, 'INVALID_INPUT', 'Invalid body', { issues: parsed.error.issues })
    const address = parsed.data.depositAddress ?? parsed.data.address
    if (!address || !isAddress(address, { strict: false }))
      throw new ServiceError(400, 'INVALID_INPUT', 'depositAddress must be an address', { field: 'depositAddress' })
    const found = await context.store.depositAddresses.get({ address })
    if (!found) throw new ServiceError(404, 'NOT_FOUND', `${address} is not a deposit address of this devnet`)
    const target = parsed.data.targetChainId
    const chains = target === undefined ? context.chains : context.chains.filter((chain) => chain.id === target)
    if (chains.length === 0)
      throw new ServiceError(400, 'UNSUPPORTED_CHAIN', `targetChainId ${target} is not a devnet chain`, {
        field: 'targetChainId',
      })
    const newArrivals = await new DepositAddressWatcher(context).rescan(chains, found.address)
    const balances = await Promise.all(chains.map((chain) => holdings(chain, found.address, parsed.data.currency)))
    const checked = balances.flat()
    const body: DepositAddressReindexResponse = {
      message: newArrivals > 0 ? `Found ${newArrivals} new transfer(s); sweeping` : 'Nothing new on this address',
      triggeredCurrencies: checked.filter((b) => b.balance !== '0'),
      checkedCurrencies: checked.length,
      failedCurrencies: 0,
    }
    return c.json(body)
  }
}

/** What `address` holds on `chain` of each currency there (or of `currency` only). */
async function holdings(chain: DevnetChain, address: string, currency: string | undefined) {
  const currencies = chain.currencies.filter((c) => !currency || c.address.toLowerCase() === currency.toLowerCase())
  return Promise.all(
    currencies.map(async (c) => {
      const owner = address as `0x${string}`
      const balance = c.isNative
        ? await chain.client.getBalance({ address: owner })
        : await chain.client.readContract({
            address: c.address,
            abi: tokenAbi,
            functionName: 'balanceOf',
            args: [owner],
          })
      return { currency: c.address, symbol: c.symbol, balance: balance.toString() }
    }),
  )
}
