import { parseAbi } from 'viem'

/** ABI of `sol/FerryPool.sol`. The zero address stands for native ETH on either side. */
export const poolAbi = parseAbi([
  'constructor(address weth_, address usdc_)',
  'function weth() view returns (address)',
  'function usdc() view returns (address)',
  'function FEE_BPS() view returns (uint256)',
  'function getReserves() view returns (uint256 reserveWeth, uint256 reserveUsdc)',
  'function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) view returns (uint256)',
  'function getAmountIn(address tokenIn, address tokenOut, uint256 amountOut) view returns (uint256)',
  'function addLiquidity(uint256 wethAmount, uint256 usdcAmount)',
  'function swapExactIn(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to) payable returns (uint256 amountOut)',
  'function swapExactOut(address tokenIn, address tokenOut, uint256 amountOut, uint256 maxAmountIn, address to) payable returns (uint256 amountIn)',
  'event Swap(address indexed sender, address indexed tokenIn, address indexed tokenOut, uint256 amountIn, uint256 amountOut, address to)',
  'event Sync(uint256 reserveWeth, uint256 reserveUsdc)',
  'error UnsupportedPair()',
  'error ZeroAmount()',
  'error InsufficientLiquidity()',
  'error TooLittleReceived(uint256 amountOut, uint256 minAmountOut)',
  'error ExcessiveInput(uint256 amountIn, uint256 maxAmountIn)',
  'error IncorrectValue()',
  'error TransferFailed()',
  'error Locked()',
])
