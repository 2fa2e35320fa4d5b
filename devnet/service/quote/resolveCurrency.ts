import { isAddress } from 'viem'
import type { DevnetCurrency } from '../../contracts/devnetCurrencies'
import type { DevnetChain } from '../../DevnetContext'
import { ServiceError } from '../ServiceError'

/**
 * A currency of a quote request: an address (the zero address is the native
 * currency) or, as the call guides of section 2.1 do, a short symbol.
 */
export function resolveCurrency(chain: DevnetChain, value: string, field: string): DevnetCurrency {
  if (value.startsWith('0x') || value.startsWith('0X')) {
    if (!isAddress(value, { strict: false })) {
      throw new ServiceError(400, 'INVALID_INPUT', `${field} must be a 20-byte hex address or a symbol, got "${value}"`)
    }
    const found = chain.currencies.find((c) => c.address.toLowerCase() === value.toLowerCase())
    if (found) return found
  } else {
    const found = chain.currencies.find((c) => c.symbol.toLowerCase() === value.toLowerCase())
    if (found) return found
  }
  throw new ServiceError(
    400,
    'UNSUPPORTED_CURRENCY',
    `${field} ${value} is not a known currency on chain ${chain.id}`,
    {
      chainId: chain.id,
      supported: chain.currencies.map((c) => ({ symbol: c.symbol, address: c.address })),
    },
  )
}
