import { parseAbi } from 'viem'

/** ABI of `sol/FerryRouter.sol`: ordered destination calls, and the sweep of a full balance. */
export const routerAbi = parseAbi([
  'struct Call { address to; uint256 value; bytes data; }',
  'function multicall(Call[] calls) payable',
  'function execute(address fundToken, uint256 fundAmount, Call[] calls, address[] sweepTokens, address sweepTo) payable',
  'function sweep(address token, address recipient)',
  'event Swept(address indexed token, address indexed recipient, uint256 amount)',
  'error CallFailed(uint256 index, bytes reason)',
  'error ForbiddenCall(uint256 index)',
  'error TransferFailed()',
])
