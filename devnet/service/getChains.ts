import type { Context } from 'hono'
import { zeroAddress } from 'viem'
import type { DevnetContext } from '../DevnetContext'

/**
 * `GET /chains` in the shape of the public service (real-service-notes.md):
 * `{ chains: [{ id, name, displayName, httpRpcUrl, explorerUrl,
 * depositEnabled, disabled, currency, vmType, ... }] }`, plus the chain's
 * ERC20 currencies and contracts.
 */
export function getChains(context: DevnetContext) {
  return (c: Context): Response => {
    const logo = (key: string) => `${context.serviceUrl}/devnet/icons/${key}.svg`
    return c.json({
      chains: context.chains.map((chain) => ({
        id: chain.id,
        name: chain.slug,
        displayName: chain.name,
        httpRpcUrl: chain.rpcUrl,
        wsRpcUrl: '',
        explorerUrl: '',
        explorerName: '',
        iconUrl: logo('eth'),
        logoUrl: logo('eth'),
        depositEnabled: true,
        disabled: false,
        blockProductionLagging: false,
        withdrawalFee: 0,
        depositFee: 0,
        vmType: 'evm',
        currency: {
          id: 'eth',
          symbol: 'ETH',
          name: 'Ether',
          address: zeroAddress,
          decimals: 18,
          supportsBridging: true,
        },
        erc20Currencies: chain.currencies
          .filter((currency) => !currency.isNative)
          .map((currency) => ({
            id: currency.key,
            symbol: currency.symbol,
            name: currency.name,
            address: currency.address,
            decimals: currency.decimals,
            supportsBridging: true,
            withdrawalFee: 0,
            depositFee: 0,
            surgeEnabled: false,
          })),
        contracts: chain.contracts,
      })),
    })
  }
}
