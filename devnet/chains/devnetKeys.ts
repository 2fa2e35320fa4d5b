import { type Hex, keccak256, stringToBytes } from 'viem'

/**
 * Keys of the devnet's own actors. Derived from fixed labels, so a fresh
 * devnet always deploys to the same addresses on every chain, and neither is
 * one of the test accounts a person might spend from.
 */
export const devnetKeys: { deployer: Hex; solver: Hex } = {
  deployer: keccak256(stringToBytes('ferry-devnet/deployer')),
  solver: keccak256(stringToBytes('ferry-devnet/solver')),
}
