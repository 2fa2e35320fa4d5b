/** The accounts connected, one per VM Ferry signs for: the EVM wallet's (0x) and the Solana wallet's (base58). */
export type VmAccounts = { evm: string | undefined; svm: string | undefined }

/**
 * The connected account that acts on a chain of this VM: the one that sends from an origin chain (the quote's
 * `user`), and the one that receives on a destination chain unless another is typed. None for a VM Ferry has no
 * wallet for.
 */
export function accountFor(accounts: VmAccounts, vmType: string): string | undefined {
  if (vmType === 'svm') return accounts.svm
  return vmType === 'evm' ? accounts.evm : undefined
}
