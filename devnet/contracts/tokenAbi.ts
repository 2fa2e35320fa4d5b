import { parseAbi } from 'viem'

/**
 * The ERC20 surface of `sol/FerryUSDC.sol` and `sol/WETH9.sol`, plus USDC's
 * `mint`, its signed transfers (EIP-3009, EIP-2612) and WETH's
 * `deposit`/`withdraw`. One ABI serves both tokens.
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
  'function version() view returns (string)',
  'function DOMAIN_SEPARATOR() view returns (bytes32)',
  'function nonces(address owner) view returns (uint256)',
  'function authorizationState(address authorizer, bytes32 nonce) view returns (bool)',
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
  'function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint8 v, bytes32 r, bytes32 s)',
  'function receiveWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint8 v, bytes32 r, bytes32 s)',
  'event AuthorizationUsed(address indexed authorizer, bytes32 indexed nonce)',
  'event Transfer(address indexed from, address indexed to, uint256 amount)',
  'event Approval(address indexed owner, address indexed spender, uint256 amount)',
  'error NotMinter()',
  'error InsufficientBalance()',
  'error InsufficientAllowance()',
  'error InvalidSignature()',
  'error PermitExpired()',
  'error AuthorizationNotYetValid()',
  'error AuthorizationExpired()',
  'error AuthorizationAlreadyUsed()',
  'error CallerMustBePayee()',
])
