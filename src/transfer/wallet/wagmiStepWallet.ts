import {
  type Config,
  call,
  getAccount,
  getTransaction,
  getTransactionReceipt,
  sendTransaction,
  signMessage,
  signTypedData,
  switchChain,
  waitForTransactionReceipt,
} from '@wagmi/core'
import { TransactionNotFoundError, TransactionReceiptNotFoundError } from 'viem'
import { eip191Message } from '../../api/eip191Message'
import { WalletNotConnectedError } from '../../lib/walletErrors'
import type { StepWallet } from '../run/StepWallet'
import { wagmiWalletCalls } from './wagmiWalletCalls'

/** How often the wallet asks for a sent transaction's receipt: the next step starts soon after the block that mines it. */
const RECEIPT_POLL_MS = 250

/** The step runner's wallet, backed by whatever wallet is connected in wagmi. */
export function wagmiStepWallet(config: Config): StepWallet {
  return {
    getChainId: async () => {
      const chainId = getAccount(config).chainId
      if (chainId === undefined) throw new WalletNotConnectedError()
      return chainId
    },
    switchChain: async (chainId) => {
      await switchChain(config, { chainId })
    },
    sendTransaction: (tx) =>
      sendTransaction(config, {
        chainId: tx.chainId,
        to: tx.to,
        data: tx.data,
        value: tx.value,
        gas: tx.gas,
      }),
    waitForReceipt: async ({ chainId, hash }) => {
      const receipt = await waitForTransactionReceipt(config, { chainId, hash, pollingInterval: RECEIPT_POLL_MS })
      return { status: receipt.status }
    },
    // Neither a transaction nor a receipt by that hash: a lookup that fails for another reason throws.
    seen: async ({ chainId, hash }) => {
      const found = (action: () => Promise<unknown>, notFound: new (...a: never[]) => Error) =>
        action().then(
          () => true,
          (error: unknown) => {
            if (error instanceof notFound) return false
            throw error
          },
        )
      return (
        (await found(() => getTransaction(config, { chainId, hash }), TransactionNotFoundError)) ||
        (await found(() => getTransactionReceipt(config, { chainId, hash }), TransactionReceiptNotFoundError))
      )
    },
    sign: (payload) =>
      payload.signatureKind === 'eip191'
        ? signMessage(config, { message: eip191Message(payload.message) })
        : signTypedData(config, {
            // The service's typed data, passed through as it came: viem checks it against `types` while signing.
            domain: payload.domain as Parameters<typeof signTypedData>[1]['domain'],
            types: payload.types,
            primaryType: payload.primaryType,
            message: payload.value,
          }),
    calls: wagmiWalletCalls(config),
    call: async ({ chainId, from, to, data }) =>
      (await call(config, { chainId, account: from, to, data })).data ?? '0x',
  }
}
