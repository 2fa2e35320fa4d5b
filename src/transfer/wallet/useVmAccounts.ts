import { useStore } from '../../lib/useStore'
import { solanaAccount } from '../../solana/solanaAccount'
import type { VmAccounts } from './accountFor'
import { useWallet } from './walletContext'

/** Who is connected, per VM: the EVM wallet of the page's wallet context and the Solana account of its own store. */
export function useVmAccounts(): VmAccounts {
  const evm = useWallet().address
  const svm = useStore(solanaAccount)?.address
  return { evm, svm }
}
