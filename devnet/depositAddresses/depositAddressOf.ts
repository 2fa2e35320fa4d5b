import { type Address, getContractAddress, type Hex } from 'viem'
import { depositFactoryAbi } from '../contracts/depositFactoryAbi'
import type { DevnetChain } from '../DevnetContext'

/** Each factory's `initCodeHash()`, read once (by chain id and factory address). */
const initCodeHashes = new Map<string, Promise<Hex>>()

/**
 * The deposit address of a request on `chain`: the CREATE2 address the
 * chain's FerryDepositFactory deploys for salt = request id. The factory has
 * the same address on every devnet chain, so the deposit address is too.
 */
export async function depositAddressOf(chain: DevnetChain, requestId: Hex): Promise<Address> {
  const key = `${chain.id}:${chain.contracts.depositFactory.toLowerCase()}`
  let hash = initCodeHashes.get(key)
  if (!hash) {
    hash = chain.client.readContract({
      address: chain.contracts.depositFactory,
      abi: depositFactoryAbi,
      functionName: 'initCodeHash',
    })
    initCodeHashes.set(key, hash)
    hash.catch(() => initCodeHashes.delete(key))
  }
  return getContractAddress({
    opcode: 'CREATE2',
    from: chain.contracts.depositFactory,
    salt: requestId,
    bytecodeHash: await hash,
  })
}
