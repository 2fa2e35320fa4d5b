import { parseAbi } from 'viem'

/** ABI of the devnet's FerryVault (devnet/contracts/sol): the demo contract a destination call can deposit tokens into. */
export const vaultAbi = parseAbi([
  'function balanceOf(address token, address account) view returns (uint256)',
  'function deposit(address token, uint256 amount, address onBehalfOf) payable',
  'function depositAll(address token, address onBehalfOf) payable returns (uint256 amount)',
  'function withdraw(address token, uint256 amount, address to)',
  'event Deposit(address indexed token, address indexed from, address indexed onBehalfOf, uint256 amount)',
  'event Withdraw(address indexed token, address indexed from, address indexed to, uint256 amount)',
  'error ZeroAmount()',
  'error IncorrectValue()',
  'error InvalidRecipient()',
  'error InsufficientShares()',
  'error TransferFailed()',
])

/** ABI of the devnet's FerryRouter: ordered destination calls, and the sweep of a full balance. */
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
