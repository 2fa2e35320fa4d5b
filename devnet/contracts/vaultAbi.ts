import { parseAbi } from 'viem'

/** ABI of `sol/FerryVault.sol`, the demo contract a call can deposit tokens into. */
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
