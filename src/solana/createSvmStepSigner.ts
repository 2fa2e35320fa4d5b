import { t } from '@lingui/core/macro'
import { createSolanaRpc } from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString } from '@wallet-standard/base'
import { WalletNotConnectedError } from '../lib/walletErrors'
import { type SvmWalletSigning, sendSvmInstructions } from './sendSvmInstructions'
import { solanaConnection } from './solanaConnection'
import type { SvmStepSigner } from './svmStepSigner'

/**
 * The step runner's Solana signer, over the connected Wallet Standard wallet:
 * `solana:signTransaction` (Ferry sends), else `solana:signAndSendTransaction`.
 *
 * @throws {WalletNotConnectedError} when no Solana wallet is connected.
 */
export function createSvmStepSigner(): SvmStepSigner {
  const current = solanaConnection.current()
  if (!current) throw new WalletNotConnectedError('svm')
  const { wallet, account } = current
  const features = wallet.features as Partial<SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature>
  const sign = features['solana:signTransaction']
  const signAndSend = features['solana:signAndSendTransaction']
  // Signing and sending needs a chain: the first Solana one the account names (wallets list mainnet first).
  const chain = account.chains.find((c) => c.startsWith('solana:')) as IdentifierString | undefined
  let signing: SvmWalletSigning
  if (sign)
    signing = {
      kind: 'sign',
      signTransaction: async (wire) =>
        (await sign.signTransaction({ account, transaction: wire }))[0]!.signedTransaction,
    }
  else if (signAndSend && chain)
    signing = {
      kind: 'sign-and-send',
      signAndSendTransaction: async (wire) =>
        (await signAndSend.signAndSendTransaction({ account, transaction: wire, chain }))[0]!.signature,
    }
  else {
    const walletName = wallet.name
    throw new Error(t({ id: 'solana.signer.cannotSign', message: `${walletName} cannot sign Solana transactions.` }))
  }
  return {
    address: account.address,
    sendInstructions: ({ rpcUrl, ...args }) =>
      sendSvmInstructions({ ...args, rpc: createSolanaRpc(rpcUrl), feePayer: account.address, wallet: signing }),
  }
}
