import { parseAbi } from 'viem'

/** ABI of `sol/FerryDepository.sol`, typed for viem. Keep in step with the source (the devnet tests exercise every entry). */
export const depositoryAbi = parseAbi([
  'constructor(address solver_)',
  'function solver() view returns (address)',
  'function depositNative(bytes32 id) payable',
  'function depositErc20(address token, uint256 amount, bytes32 id)',
  'function depositErc20WithAuthorization(address token, address from, uint256 amount, uint256 validAfter, uint256 validBefore, bytes32 id, uint8 v, bytes32 r, bytes32 s)',
  'function withdraw(address token, address to, uint256 amount, bytes32 id)',
  'function refund(address token, address to, uint256 amount, bytes32 id)',
  'event Deposit(address indexed depositor, address indexed token, uint256 amount, bytes32 indexed id)',
  'event Withdrawal(address indexed token, address indexed to, uint256 amount, bytes32 indexed id)',
  'event Refund(address indexed token, address indexed to, uint256 amount, bytes32 indexed id)',
  'error NotSolver()',
  'error ZeroAmount()',
  'error TransferFailed()',
])
