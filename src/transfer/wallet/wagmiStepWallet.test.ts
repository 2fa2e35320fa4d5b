import { connect, createConfig, createConnector, http } from '@wagmi/core'
import { type Hex, hexToString, isHex, keccak256, recoverMessageAddress, stringToHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { base } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import type { DescribedResponse } from '../../api/description/describedTypes'
import { signatureItemSchema } from '../../api/schemas'
import { wagmiStepWallet } from './wagmiStepWallet'

/**
 * Issue 36 item 1: the widget's wallet signs an `eip191` item as the official client does
 * (`packages/sdk/src/utils/viemWallet.ts`): a 32-byte hex message (the public claim step's) as its raw bytes.
 * A wallet behind wagmi that signs whatever `personal_sign` hands it, as a browser wallet does.
 */
const account = privateKeyToAccount(generatePrivateKey())
const signed: Hex[] = []
const provider = {
  request: async ({ method, params }: { method: string; params?: unknown[] }) => {
    if (method === 'eth_chainId') return `0x${base.id.toString(16)}`
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [account.address]
    if (method === 'personal_sign') {
      const [message] = params as [Hex]
      signed.push(message)
      return account.signMessage({ message: { raw: message } })
    }
    throw new Error(`not in this test: ${method}`)
  },
  on: () => {},
  removeListener: () => {},
}
const wallet = createConnector(() => ({
  id: 'test',
  name: 'Test wallet',
  type: 'test',
  connect: async () => ({ accounts: [account.address], chainId: base.id }) as never,
  disconnect: async () => {},
  getAccounts: async () => [account.address],
  getChainId: async () => base.id,
  getProvider: async () => provider,
  isAuthorized: async () => true,
  onAccountsChanged: () => {},
  onChainChanged: () => {},
  onDisconnect: () => {},
}))

/** The claim answer as the description types it; its item's `data` (unknown there) as the public service fills it. */
const hash = keccak256(stringToHex('claim 7'))
const claim: DescribedResponse<'/app-fees/{wallet}/claim', 'post'> = {
  steps: [
    {
      id: 'claim',
      kind: 'signature',
      items: [
        {
          status: 'incomplete',
          data: {
            sign: { signatureKind: 'eip191', message: hash },
            post: { endpoint: '/execute/app-fee-claims', method: 'POST', body: {} },
          },
        },
      ],
    },
  ],
}

describe('wagmiStepWallet.sign', () => {
  it('signs an eip191 32-byte hex message as its raw bytes: the service recovers the fee wallet', async () => {
    const config = createConfig({ chains: [base], connectors: [wallet], transports: { [base.id]: http() } })
    await connect(config, { connector: config.connectors[0]! } as never)
    const { sign } = signatureItemSchema.parse(claim.steps![0]!.items![0]!).data
    const signature = await wagmiStepWallet(config).sign(sign!)
    expect(signed.at(-1)).toBe(hash)
    expect(await recoverMessageAddress({ message: { raw: hash }, signature })).toBe(account.address)
  })

  it('signs a text message as its text', async () => {
    const config = createConfig({ chains: [base], connectors: [wallet], transports: { [base.id]: http() } })
    await connect(config, { connector: config.connectors[0]! } as never)
    const signature = await wagmiStepWallet(config).sign({ signatureKind: 'eip191', message: 'Sign in to claim' })
    const sent = signed.at(-1)!
    expect(isHex(sent) && hexToString(sent)).toBe('Sign in to claim')
    expect(await recoverMessageAddress({ message: 'Sign in to claim', signature })).toBe(account.address)
  })
})
