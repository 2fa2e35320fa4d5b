import type { Address as SvmAddress } from '@solana/kit'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { formatUnits, getAddress, toHex } from 'viem'
import { ChainSender } from '../../chains/ChainSender'
import { EXTRA_TOKENS } from '../../contracts/devnetCurrencies'
import type { DevnetChain, DevnetContext } from '../../DevnetContext'
import { routeKey } from '../../solver/SolverControl'
import { fundSvmAddress } from '../../svm/fundSvmAddress'
import { SOLANA_CHAIN_ID } from '../../svm/SvmChain'
import { registerSolanaAdminRoutes } from '../../svm/solanaAdminRoutes'
import { parseBody } from '../parseBody'
import { ServiceError } from '../ServiceError'
import {
  catalogueBodySchema,
  faucetBodySchema,
  faultBodySchema,
  outageBodySchema,
  poolBodySchema,
  pricesBodySchema,
  solverBodySchema,
  timeBodySchema,
} from './adminSchemas'
import { decimalToUnits } from './decimalToUnits'
import { fundAddress } from './fundAddress'
import { registerMiningAdminRoutes } from './miningAdminRoutes'
import { movePoolPrice } from './movePoolPrice'
import { poolState } from './poolState'
import { registerScreeningAdminRoutes } from './screeningAdminRoutes'
import { registerSponsorRoutes } from './sponsorRoutes'

/**
 * The admin API under `/devnet/*` (documented with examples in
 * docs/devnet.md): fault injection, faucet, pool prices, the USD price
 * table, time travel, solver knobs, service outages, sponsor balances
 * (`sponsorRoutes.ts`) and the screening list (`screeningAdminRoutes.ts`). Everything that
 * changes state only answers callers on the loopback interface.
 */
export function registerAdminRoutes(
  app: Hono,
  context: Pick<
    DevnetContext,
    | 'chains'
    | 'svmChain'
    | 'deployer'
    | 'control'
    | 'pricing'
    | 'store'
    | 'catalogue'
    | 'outage'
    | 'logger'
    | 'flaggedAddresses'
  >,
): void {
  // The deployer's transactions on each chain go one at a time (nonces), like the solver's.
  const senders = new Map(context.chains.map((chain) => [chain.id, new ChainSender(chain, context.deployer)]))
  const sender = (chain: DevnetChain) => senders.get(chain.id)!
  const chainsOf = (chainId: number | undefined): DevnetChain[] => {
    if (chainId === undefined) return context.chains
    const chain = context.chains.find((c) => c.id === chainId)
    if (!chain)
      throw new ServiceError(
        400,
        'UNSUPPORTED_CHAIN',
        `chainId ${chainId} is not a devnet chain (supported: ${context.chains.map((c) => c.id).join(', ')})`,
      )
    return [chain]
  }
  const { control } = context

  app.use('/devnet/*', localOnly)

  app.get('/devnet/faults', (c) => c.json({ faults: control.faults.list() }))
  app.post('/devnet/faults', async (c) => {
    const body = await parseBody(c, faultBodySchema)
    const fault = control.faults.add(body)
    context.logger.info(`fault ordered: ${JSON.stringify(fault)}`)
    return c.json({ fault })
  })
  app.delete('/devnet/faults', (c) => c.json({ cleared: control.faults.clear() }))

  app.post('/devnet/faucet', async (c) => {
    const body = await parseBody(c, faucetBodySchema)
    const amount = (value: string | undefined) => (value === undefined ? undefined : BigInt(value))
    if (body.chainId === SOLANA_CHAIN_ID) {
      const address = body.address as SvmAddress
      const balances = [
        await fundSvmAddress(context.svmChain, { address, sol: amount(body.sol), usdc: amount(body.usdc) }),
      ]
      return c.json({ address, balances })
    }
    const address = getAddress(body.address)
    const amounts = {
      ethBalance: amount(body.ethBalance),
      usdc: amount(body.usdc),
      weth: amount(body.weth),
      minted: Object.fromEntries(EXTRA_TOKENS.map((t) => [t.key, amount(body[t.key])])),
    }
    const balances = await Promise.all(
      chainsOf(body.chainId).map((chain) => fundAddress(chain, sender(chain), { address, ...amounts })),
    )
    return c.json({ address, balances })
  })

  app.get('/devnet/pools', async (c) => c.json({ pools: await Promise.all(context.chains.map(poolState)) }))
  app.post('/devnet/pool', async (c) => {
    const body = await parseBody(c, poolBodySchema)
    const priceE6 = decimalToUnits(body.price, 6)
    if (priceE6 === 0n) throw new ServiceError(400, 'INVALID_INPUT', 'price must be greater than 0')
    const pools = await Promise.all(
      chainsOf(body.chainId).map(async (chain) => {
        const before = await poolState(chain)
        await movePoolPrice(chain, sender(chain), priceE6)
        return { chainId: chain.id, before, after: await poolState(chain) }
      }),
    )
    return c.json({ pools })
  })

  const prices = () =>
    Object.fromEntries(Object.entries(context.pricing.usdPrices).map(([key, micros]) => [key, formatUnits(micros, 6)]))
  app.get('/devnet/prices', (c) => c.json({ usd: prices() }))
  app.post('/devnet/prices', async (c) => {
    const body = await parseBody(c, pricesBodySchema)
    const { usdPrices } = context.pricing
    if (body.eth !== undefined) {
      usdPrices.eth = decimalToUnits(body.eth, 6)
      // WETH is ETH: it follows unless given its own price.
      if (body.weth === undefined) usdPrices.weth = usdPrices.eth
    }
    if (body.weth !== undefined) usdPrices.weth = decimalToUnits(body.weth, 6)
    if (body.usdc !== undefined) usdPrices.usdc = decimalToUnits(body.usdc, 6)
    if (body.sol !== undefined) usdPrices.sol = decimalToUnits(body.sol, 6)
    for (const { key } of EXTRA_TOKENS) {
      const price = body[key]
      if (price !== undefined) usdPrices[key] = decimalToUnits(price, 6)
    }
    return c.json({ usd: prices() })
  })

  app.post('/devnet/time', async (c) => {
    const { seconds } = await parseBody(c, timeBodySchema)
    const chains = await Promise.all(
      context.chains.map(async (chain) => {
        await chain.client.request({ method: 'evm_increaseTime' as never, params: [toHex(seconds)] as never })
        await chain.client.request({ method: 'evm_mine' as never, params: [] as never })
        const block = await chain.client.getBlock({ blockTag: 'latest' })
        return { chainId: chain.id, blockNumber: Number(block.number), timestamp: Number(block.timestamp) }
      }),
    )
    return c.json({ chains })
  })

  const solverState = () => ({
    fillDelayMs: control.fillDelayMs,
    requestDelays: Object.fromEntries(control.requestDelays),
    capacityUsd: formatUnits(control.capacityUsdMicros, 6),
    holding: [...control.holding],
    closedRoutes: [...control.closedRoutes].map((key) => {
      const [originChainId, destinationChainId] = key.split(':').map(Number)
      return { originChainId, destinationChainId }
    }),
    unhealthyChains: [...control.unhealthyChains],
    overlookDepositsFrom: [...control.overlookedSenders],
  })
  app.get('/devnet/solver', (c) => c.json(solverState()))
  // How far the solver has read each chain's deposits: lets a test wait until a block was seen instead of sleeping.
  app.get('/devnet/solver/indexed-blocks', async (c) => c.json({ indexedBlocks: await context.store.cursors.getAll() }))
  app.post('/devnet/solver', async (c) => {
    const body = await parseBody(c, solverBodySchema)
    if (body.requestId !== undefined && body.depositConfirmations !== undefined)
      control.depositConfirmations.set(body.requestId.toLowerCase(), body.depositConfirmations)
    if (body.requestId !== undefined && body.fillDelayMs !== undefined)
      control.setRequestDelay(body.requestId, body.fillDelayMs)
    else if (body.fillDelayMs !== undefined) control.fillDelayMs = body.fillDelayMs
    if (body.capacityUsd !== undefined) control.capacityUsdMicros = decimalToUnits(body.capacityUsd, 6)
    if (body.closedRoutes !== undefined) {
      control.closedRoutes.clear()
      for (const r of body.closedRoutes) control.closedRoutes.add(routeKey(r.originChainId, r.destinationChainId))
    }
    if (body.unhealthyChains !== undefined) {
      control.unhealthyChains.clear()
      for (const id of body.unhealthyChains) control.unhealthyChains.add(id)
    }
    if (body.overlookDepositsFrom !== undefined) {
      control.overlookedSenders.clear()
      for (const address of body.overlookDepositsFrom) control.overlookedSenders.add(address.toLowerCase())
    }
    return c.json(solverState())
  })

  registerSponsorRoutes(app, context)
  registerSolanaAdminRoutes(app, context)
  registerScreeningAdminRoutes(app, context)

  const catalogueState = () => ({ ...context.catalogue.getSizes(), ...context.catalogue.getTotals() })
  app.get('/devnet/catalogue', (c) => c.json(catalogueState()))
  app.put('/devnet/catalogue', async (c) => {
    const body = await parseBody(c, catalogueBodySchema)
    context.catalogue.resize({ ...context.catalogue.getSizes(), ...body })
    context.logger.info(`catalogue: ${JSON.stringify(catalogueState())}`)
    return c.json(catalogueState())
  })

  const outageState = () => ({
    active: Date.now() < context.outage.until,
    until: context.outage.until,
    paths: context.outage.paths ?? null,
  })
  registerMiningAdminRoutes(app, context, chainsOf)
  app.get('/devnet/outage', (c) => c.json(outageState()))
  app.post('/devnet/outage', async (c) => {
    const body = await parseBody(c, outageBodySchema)
    context.outage.until = body.seconds === 0 ? 0 : Date.now() + Math.round(body.seconds * 1000)
    context.outage.paths = body.paths
    context.logger.warn(
      body.seconds === 0
        ? 'outage ended'
        : `outage for ${body.seconds} s on ${body.paths?.join(', ') ?? 'every service path'}`,
    )
    return c.json(outageState())
  })
}

/**
 * The admin API answers only programs on this machine, whatever interface the
 * devnet listens on: a caller with no known address or a non-loopback one is
 * refused, reads included (webhook settings and delivery logs are the key
 * holder's). So is any browser page (it sends `Origin`): a site a developer
 * visits must not fault, fund or read this devnet. Scripts and tests send no
 * `Origin`.
 */
export const localOnly: MiddlewareHandler = async (c: Context, next) => {
  const remote = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress
  if (!remote || !isLoopback(remote))
    throw new ServiceError(403, 'FORBIDDEN', 'the devnet admin API only answers programs on this machine')
  if (c.req.header('origin') !== undefined)
    throw new ServiceError(403, 'FORBIDDEN', 'the devnet admin API does not answer web pages (a request with Origin)')
  await next()
}

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')
}
