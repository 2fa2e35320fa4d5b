import { parseAbi } from 'viem'

/**
 * The ERC20 surface of `sol/FerryUSDC.sol` and `sol/WETH9.sol`, plus USDC's
 * `mint` and WETH's `deposit`/`withdraw`. One ABI serves both tokens.
 */
export const tokenAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function transferFrom(address from, address to, uint256 amount) returns (bool)',
  'function mint(address to, uint256 amount)',
  'function deposit() payable',
  'function withdraw(uint256 amount)',
  'event Transfer(address indexed from, address indexed to, uint256 amount)',
  'event Approval(address indexed owner, address indexed spender, uint256 amount)',
  'error NotMinter()',
  'error InsufficientBalance()',
  'error InsufficientAllowance()',
])
