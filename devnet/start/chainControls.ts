import type { AnvilProcess } from '../chains/startAnvil'

/** One chain of a running devnet stopped or killed (`Devnet.stopChain`, `Devnet.killChain`). */
export interface ChainControls {
  stopChain(chainId: number): Promise<void>
  killChain(chainId: number, signal?: NodeJS.Signals): Promise<void>
}

/** `Devnet.stopChain` and `Devnet.killChain` over the running anvils. */
export function chainControls(anvils: readonly AnvilProcess[]): ChainControls {
  const anvilOf = (chainId: number): AnvilProcess => {
    const anvil = anvils.find((a) => a.chainId === chainId)
    if (!anvil) throw new Error(`no chain ${chainId} on this devnet`)
    return anvil
  }
  return {
    stopChain: (chainId) => anvilOf(chainId).stop(),
    killChain: (chainId, signal = 'SIGKILL') => anvilOf(chainId).kill(signal),
  }
}
