import { type FerryChain, vmTypeOf } from '../../config/catalogue'
import { solanaChooserRequest } from '../../solana/solanaChooserRequest'
import { accountFor } from '../../transfer/wallet/accountFor'
import { useVmAccounts } from '../../transfer/wallet/useVmAccounts'
import { useWallet } from '../../transfer/wallet/walletContext'

export type UseSwapAccountsReturnType = {
  originVm: string
  destinationVm: string
  /** Who sends, the quote's `user`: the origin chain's VM's connected account (base58 on Solana). */
  sender: string | undefined
  /** The destination chain's VM's connected account: who receives unless another address is typed. */
  receiver: string | undefined
  /** Asks for the wallet the origin chain needs: the Solana chooser on a Solana origin, the page's otherwise. */
  connect: () => void
  /** The EVM wallet's chain when it is not the origin: the wallet must switch (never on a Solana origin). */
  switchFrom: number | undefined
}

/** The form's accounts: the origin chain's VM decides who sends, the destination's who receives by default. */
export function useSwapAccounts(args: {
  chains: readonly FerryChain[]
  originChainId: number
  destinationChainId: number
  /** The page's own wallet chooser (EVM). */
  onConnect: () => void
}): UseSwapAccountsReturnType {
  const accounts = useVmAccounts()
  const walletChainId = useWallet().chainId
  const originVm = vmTypeOf(args.chains.find((c) => c.id === args.originChainId))
  const destinationVm = vmTypeOf(args.chains.find((c) => c.id === args.destinationChainId))
  return {
    originVm,
    destinationVm,
    sender: accountFor(accounts, originVm),
    receiver: accountFor(accounts, destinationVm),
    connect: originVm === 'svm' ? () => solanaChooserRequest.set(true) : args.onConnect,
    switchFrom: originVm === 'evm' && walletChainId !== args.originChainId ? walletChainId : undefined,
  }
}
