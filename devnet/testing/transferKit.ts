import { type Address, BaseError, getAddress, type Hex, type TransactionReceipt } from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { eip191Message } from '../../src/api/eip191Message'
import {
  appFeeBalancesResponseSchema,
  appFeeClaimResponseSchema,
  evmStepData,
  isSignatureStep,
  isTransactionStep,
  type QuoteResponse,
  quoteResponseSchema,
  type SignatureItem,
  type StatusResponse,
} from '../../src/api/schemas'
import type { DevnetHarness, HttpAnswer } from './devnetHarness'
import { orderIdOf } from './orderOf'

export interface Wallet {
  address: Address
  privateKey: Hex
}

export interface Quoted {
  quote: QuoteResponse
  requestId: Hex
  amountIn: bigint
  amountOut: bigint
  minOut: bigint
}

/**
 * Helpers for tests that move money through the devnet: fresh funded
 * wallets (through the faucet), quotes, step execution with receipts (for
 * gas bookkeeping), the admin API, and waiting for the end of a request.
 */
export function transferKit(h: DevnetHarness) {
  const kit = {
    /** A new key, funded on every chain (or `chainId`) through `POST /devnet/faucet`. */
    async wallet(funds: { eth?: bigint; usdc?: bigint; weth?: bigint; chainId?: number } = {}): Promise<Wallet> {
      const privateKey = generatePrivateKey()
      const address = privateKeyToAddress(privateKey)
      await kit.admin('/devnet/faucet', {
        address,
        chainId: funds.chainId,
        ethBalance: (funds.eth ?? 10n ** 19n).toString(),
        usdc: funds.usdc === undefined ? undefined : funds.usdc.toString(),
        weth: funds.weth === undefined ? undefined : funds.weth.toString(),
      })
      return { address, privateKey }
    },

    /** An admin call that must succeed; returns the JSON body. */
    async admin<T = Record<string, unknown>>(path: string, body?: unknown, method = 'POST'): Promise<T> {
      const answer = await kit.call(path, body, method)
      if (answer.status !== 200)
        throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
      return answer.body as T
    },

    call(path: string, body?: unknown, method = 'POST'): Promise<HttpAnswer> {
      return h.request(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    },

    /** `headers`: an `x-api-key`, say (whose sponsor pays a `subsidizeFees` quote). */
    async quote(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Quoted> {
      const answer = await h.quote(body, headers)
      if (answer.status !== 200) throw new Error(`quote answered ${answer.status}: ${JSON.stringify(answer.body)}`)
      const quote = quoteResponseSchema.parse(answer.body)
      return {
        quote,
        requestId: orderIdOf(quote),
        amountIn: BigInt(quote.details.currencyIn!.amount),
        amountOut: BigInt(quote.details.currencyOut!.amount),
        minOut: BigInt(quote.details.currencyOut!.minimumAmount!),
      }
    },

    /** Sends every step item as `wallet`; the receipts, so a test can account for gas. */
    async execute(quote: QuoteResponse, wallet: Wallet): Promise<TransactionReceipt[]> {
      const receipts: TransactionReceipt[] = []
      for (const step of quote.steps) {
        if (!isTransactionStep(step)) throw new Error(`step ${step.id} is a ${step.kind} step, not transactions`)
        for (const item of step.items) {
          const data = evmStepData(item.data)
          receipts.push(
            await kit.send(wallet, data.chainId, {
              to: getAddress(data.to),
              data: data.data as Hex,
              value: BigInt(data.value),
            }),
          )
        }
      }
      return receipts
    },

    /** The signature item of a gasless (`usePermit`) quote: its EIP-712 data to sign and the post to send. */
    permitItem(quote: QuoteResponse): SignatureItem {
      const step = quote.steps.find(isSignatureStep)
      const item = step?.items[0]
      if (!item?.data.sign || !item.data.post) throw new Error('the quote has no signature step')
      return item
    },

    /**
     * Signs a signature item with `privateKey` as the official client does: EIP-712 data with viem's signTypedData,
     * an `eip191` message with signMessage (a hex message as its raw bytes).
     */
    signPermit(item: SignatureItem, privateKey: Hex): Promise<Hex> {
      const sign = item.data.sign
      if (!sign) throw new Error('not a signature item')
      if (sign.signatureKind === 'eip191')
        return privateKeyToAccount(privateKey).signMessage({ message: eip191Message(sign.message) })
      return privateKeyToAccount(privateKey).signTypedData({
        domain: sign.domain,
        types: sign.types,
        primaryType: sign.primaryType,
        message: sign.value,
      } as Parameters<ReturnType<typeof privateKeyToAccount>['signTypedData']>[0])
    },

    /** Sends a signature item's post with `signature` as the step runner does (`?signature=`, the body as given). */
    postPermit(item: SignatureItem, signature: Hex): Promise<HttpAnswer> {
      const post = item.data.post!
      const separator = post.endpoint.includes('?') ? '&' : '?'
      return h.request(`${post.endpoint}${separator}signature=${signature}`, {
        method: post.method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(post.body ?? {}),
      })
    },

    /** What `wallet` can claim of `currency` on `chainId` (`GET /app-fees/{wallet}/balances`). */
    async appFeeBalance(wallet: Address, chainId: number, currency: Address): Promise<bigint> {
      const answer = await h.request(`/app-fees/${wallet}/balances`)
      if (answer.status !== 200) throw new Error(`balances answered ${answer.status}: ${JSON.stringify(answer.body)}`)
      const found = appFeeBalancesResponseSchema
        .parse(answer.body)
        .balances.find((b) => b.currency.chainId === chainId && getAddress(b.currency.address) === getAddress(currency))
      return BigInt(found?.amount ?? 0)
    },

    /** A claim of the fee wallet `privateKey`, as the official client makes it: asked for, signed, posted; the post's answer. */
    async claimAppFees(
      privateKey: Hex,
      body: { chainId: number; currency: Address; recipient: Address; amount?: bigint },
    ): Promise<HttpAnswer> {
      const wallet = privateKeyToAddress(privateKey)
      const asked = await kit.call(`/app-fees/${wallet}/claim`, { ...body, amount: body.amount?.toString() })
      if (asked.status !== 200) return asked
      const item = appFeeClaimResponseSchema.parse(asked.body).steps.find(isSignatureStep)?.items[0]
      if (!item) throw new Error(`the claim has no signature step: ${JSON.stringify(asked.body)}`)
      return kit.postPermit(item, await kit.signPermit(item, privateKey))
    },

    async send(
      wallet: Wallet,
      chainId: number,
      tx: { to: Address; data?: Hex; value?: bigint },
    ): Promise<TransactionReceipt> {
      const hash = await h.send(wallet.privateKey, chainId, tx)
      const receipt = await h.client(chainId).waitForTransactionReceipt({ hash, pollingInterval: 50 })
      if (receipt.status !== 'success') {
        const transaction = await h.client(chainId).getTransaction({ hash })
        const reason =
          receipt.gasUsed === transaction.gas
            ? `out of gas (${receipt.gasUsed} used of ${transaction.gas})`
            : await kit.revertReason({ chainId, tx, from: wallet.address, blockNumber: receipt.blockNumber })
        throw new Error(`transaction ${hash} reverted: ${reason}`)
      }
      return receipt
    },

    /** Why a mined transaction reverted: the same call replayed on the state just before its block. */
    async revertReason(args: {
      chainId: number
      tx: { to: Address; data?: Hex; value?: bigint }
      from: Address
      blockNumber: bigint
    }): Promise<string> {
      try {
        await h.client(args.chainId).call({ ...args.tx, account: args.from, blockNumber: args.blockNumber - 1n })
        return 'the replay before its block succeeds'
      } catch (error) {
        return error instanceof BaseError ? error.shortMessage : String(error)
      }
    },

    /** Waits for the end: `success`, `refund`, or `failure` whose refund failed. */
    final(requestId: string, timeoutMs = 30_000): Promise<StatusResponse> {
      return h.waitForStatus(
        requestId,
        (s) =>
          s.status === 'success' ||
          s.status === 'refund' ||
          (s.status === 'failure' && s.refundFailReason !== undefined && s.refundFailReason !== 'N/A'),
        timeoutMs,
      )
    },

    gasCost(receipts: TransactionReceipt[]): bigint {
      return receipts.reduce((sum, r) => sum + r.gasUsed * r.effectiveGasPrice, 0n)
    },
  }
  return kit
}

export type TransferKit = ReturnType<typeof transferKit>
