import { type Address, generateKeyPairSigner } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { describe, expect, inject, it } from 'vitest'
import type { DescribedResponse } from '../../src/api/description/describedTypes'
import { errorBodySchema } from '../../src/api/schemas'
import { devnetHarness } from '../testing/devnetHarness'
import { svmTestWallet } from '../testing/svmTestWallet'
import { transferKit } from '../testing/transferKit'
import { SOL_ADDRESS, SOLANA_CHAIN_ID } from './SvmChain'

const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const solana = h.manifest.solana!
const wallet = svmTestWallet(solana)

describe('the local Solana chain in the service', () => {
  it('is in the manifest, with funded test keypairs', async () => {
    expect(solana).toMatchObject({ chainId: SOLANA_CHAIN_ID, rpcUrl: `${h.manifest.serviceUrl}/solana` })
    expect(solana.accounts).toHaveLength(h.manifest.accounts.length)
    const signer = await wallet.signer(4)
    expect(signer.address).toBe(solana.accounts[4]!.address)
    expect(await wallet.balance(solana.solver)).toBeGreaterThan(1_000n * 10n ** 9n)
  })

  it('GET /chains lists it as an svm chain with SOL and USDC, and /currencies/v2 finds both', async () => {
    const answer = await h.request('/chains')
    const chains = (answer.body as DescribedResponse<'/chains', 'get'>).chains ?? []
    const chain = chains.find((c) => c.id === SOLANA_CHAIN_ID)
    expect(chain).toMatchObject({
      name: 'ferry-devnet-s',
      displayName: 'Ferry Devnet S',
      vmType: 'svm',
      httpRpcUrl: solana.rpcUrl,
      depositEnabled: true,
      disabled: false,
      currency: { symbol: 'SOL', address: SOL_ADDRESS, decimals: 9 },
      iconUrl: `${h.manifest.serviceUrl}/devnet/icons/chain-${SOLANA_CHAIN_ID}.svg`,
      solverAddresses: [solana.solver],
    })
    expect(chain!.erc20Currencies).toEqual([expect.objectContaining({ symbol: 'USDC', address: solana.usdcMint })])
    const icon = await fetch(chain!.iconUrl!)
    expect(icon.status).toBe(200)

    // Read raw: the widget's parser (src/api/schemas) leaves out entries whose address is not 0x hex.
    const found = (await kit.call('/currencies/v2', { chainIds: [SOLANA_CHAIN_ID] })).body
    expect(found).toEqual([
      expect.objectContaining({
        chainId: SOLANA_CHAIN_ID,
        address: SOL_ADDRESS,
        symbol: 'SOL',
        decimals: 9,
        vmType: 'svm',
        metadata: expect.objectContaining({ verified: true, isNative: true }),
      }),
      expect.objectContaining({
        chainId: SOLANA_CHAIN_ID,
        address: solana.usdcMint,
        symbol: 'USDC',
        decimals: 6,
        vmType: 'svm',
        metadata: expect.objectContaining({ verified: true, isNative: false }),
      }),
    ])
    const byAddress = (await kit.call('/currencies/v2', { tokens: [`${SOLANA_CHAIN_ID}:${solana.usdcMint}`] })).body
    expect(byAddress).toEqual([expect.objectContaining({ symbol: 'USDC', address: solana.usdcMint })])
  })

  it('prices SOL in the devnet price table', async () => {
    expect((await kit.admin<{ usd: Record<string, string> }>('/devnet/prices', undefined, 'GET')).usd.sol).toBe('150')
    const price = async (address: string) =>
      (await h.request(`/currencies/token/price?address=${address}&chainId=${SOLANA_CHAIN_ID}`)).body
    expect(await price(SOL_ADDRESS)).toEqual({ price: 150 })
    expect(await price(solana.usdcMint)).toEqual({ price: 1 })
    try {
      expect((await kit.admin<{ usd: Record<string, string> }>('/devnet/prices', { sol: '175.5' })).usd.sol).toBe(
        '175.5',
      )
    } finally {
      await kit.admin('/devnet/prices', { sol: '150' })
    }
  })

  it('the faucet airdrops SOL and mints USDC into a fresh address’s associated token account, twice', async () => {
    const owner = (await generateKeyPairSigner()).address
    const fund = () =>
      kit.admin<{ address: string; balances: { chainId: number; sol: string; usdc: string }[] }>('/devnet/faucet', {
        chainId: SOLANA_CHAIN_ID,
        address: owner,
        sol: '2000000000',
        usdc: '5000000',
      })
    expect(await fund()).toEqual({
      address: owner,
      balances: [{ chainId: SOLANA_CHAIN_ID, sol: '2000000000', usdc: '5000000' }],
    })
    // The account exists now: the second call tops it up (the associated token account is created idempotently).
    expect((await fund()).balances[0]).toEqual({ chainId: SOLANA_CHAIN_ID, sol: '4000000000', usdc: '10000000' })
    const [ata] = await findAssociatedTokenPda({
      owner,
      mint: solana.usdcMint as Address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    expect((await wallet.rpc.getTokenAccountBalance(ata).send()).value.uiAmountString).toBe('10')
    // Its history shows the faucet's transactions, as a node's would.
    expect(await wallet.rpc.getSignaturesForAddress(owner).send()).toHaveLength(4)

    const refused = await kit.call('/devnet/faucet', { chainId: SOLANA_CHAIN_ID, address: owner, ethBalance: '1' })
    expect(refused.status).toBe(400)
    expect(errorBodySchema.parse(refused.body).errorCode).toBe('INVALID_INPUT')
    const evmAddress = await kit.call('/devnet/faucet', {
      chainId: SOLANA_CHAIN_ID,
      address: h.manifest.accounts[0]!.address,
    })
    expect(evmAddress.status).toBe(400)
    const base58OnEvm = await kit.call('/devnet/faucet', { address: owner, usdc: '1' })
    expect(base58OnEvm.status).toBe(400)
  })
})
