import { parseAbi } from 'viem'

/** `sol/FerryDepositFactory.sol`: deposit addresses (CREATE2, salt = request id) and their sweep into the depository. */
export const depositFactoryAbi = parseAbi([
  'constructor(address solver_, address depository_)',
  'function VERSION() view returns (uint256)',
  'function solver() view returns (address)',
  'function depository() view returns (address)',
  'function initCodeHash() view returns (bytes32)',
  'function addressOf(bytes32 salt) view returns (address)',
  'function sweep(bytes32 salt, address token, uint256 amount, bytes32 id)',
  'event Swept(bytes32 indexed salt, address indexed depositAddress, address indexed token, uint256 amount, bytes32 id)',
  'error NotSolver()',
  'error NotFactory()',
  'error TransferFailed()',
])

/** The factory version this code expects (`VERSION()`); a saved deployment of another one is redeployed. */
export const DEPOSIT_FACTORY_VERSION = 1n
