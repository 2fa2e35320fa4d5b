// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IPoolToken {
    function balanceOf(address owner) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IPoolWeth is IPoolToken {
    function deposit() external payable;
    function withdraw(uint256 amount) external;
}

/// @notice A WETH/USDC constant-product pool (x * y = k, 0.3% fee) with
/// native ETH on either side: the zero address stands for ETH, which the pool
/// wraps on the way in and unwraps on the way out. The solver fills swaps
/// through it, so quotes price from its reserves and a moved pool moves quotes.
contract FerryPool {
    address public immutable weth;
    address public immutable usdc;
    uint256 public constant FEE_BPS = 30;

    uint256 public reserveWeth;
    uint256 public reserveUsdc;
    bool private locked;

    event Swap(address indexed sender, address indexed tokenIn, address indexed tokenOut, uint256 amountIn, uint256 amountOut, address to);
    event Sync(uint256 reserveWeth, uint256 reserveUsdc);

    error UnsupportedPair();
    error ZeroAmount();
    error InsufficientLiquidity();
    error TooLittleReceived(uint256 amountOut, uint256 minAmountOut);
    error ExcessiveInput(uint256 amountIn, uint256 maxAmountIn);
    error IncorrectValue();
    error TransferFailed();
    error Locked();

    modifier lock() {
        if (locked) revert Locked();
        locked = true;
        _;
        locked = false;
    }

    constructor(address weth_, address usdc_) {
        weth = weth_;
        usdc = usdc_;
    }

    receive() external payable {
        if (msg.sender != weth) revert IncorrectValue();
    }

    function getReserves() external view returns (uint256, uint256) {
        return (reserveWeth, reserveUsdc);
    }

    function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) public view returns (uint256) {
        (uint256 rIn, uint256 rOut) = _reserves(tokenIn, tokenOut);
        if (amountIn == 0) revert ZeroAmount();
        uint256 withFee = amountIn * (10_000 - FEE_BPS);
        return (withFee * rOut) / (rIn * 10_000 + withFee);
    }

    function getAmountIn(address tokenIn, address tokenOut, uint256 amountOut) public view returns (uint256) {
        (uint256 rIn, uint256 rOut) = _reserves(tokenIn, tokenOut);
        if (amountOut == 0) revert ZeroAmount();
        if (amountOut >= rOut) revert InsufficientLiquidity();
        return (rIn * amountOut * 10_000) / ((rOut - amountOut) * (10_000 - FEE_BPS)) + 1;
    }

    /// @notice Adds both tokens at any ratio (the devnet deployer seeds the pool with it).
    function addLiquidity(uint256 wethAmount, uint256 usdcAmount) external lock {
        _pullToken(weth, wethAmount);
        _pullToken(usdc, usdcAmount);
        reserveWeth += wethAmount;
        reserveUsdc += usdcAmount;
        emit Sync(reserveWeth, reserveUsdc);
    }

    function swapExactIn(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to)
        external
        payable
        lock
        returns (uint256 amountOut)
    {
        if (tokenIn == address(0) ? msg.value != amountIn : msg.value != 0) revert IncorrectValue();
        amountOut = getAmountOut(tokenIn, tokenOut, amountIn);
        if (amountOut < minAmountOut) revert TooLittleReceived(amountOut, minAmountOut);
        _pull(tokenIn, amountIn);
        _settle(tokenIn, amountIn, amountOut);
        _push(tokenOut, amountOut, to);
        emit Swap(msg.sender, tokenIn, tokenOut, amountIn, amountOut, to);
    }

    /// @notice With ETH in, send `maxAmountIn` as value; what is not needed goes back to the sender.
    function swapExactOut(address tokenIn, address tokenOut, uint256 amountOut, uint256 maxAmountIn, address to)
        external
        payable
        lock
        returns (uint256 amountIn)
    {
        if (tokenIn == address(0) ? msg.value != maxAmountIn : msg.value != 0) revert IncorrectValue();
        amountIn = getAmountIn(tokenIn, tokenOut, amountOut);
        if (amountIn > maxAmountIn) revert ExcessiveInput(amountIn, maxAmountIn);
        _pull(tokenIn, amountIn);
        _settle(tokenIn, amountIn, amountOut);
        _push(tokenOut, amountOut, to);
        if (tokenIn == address(0) && maxAmountIn > amountIn) _sendEth(msg.sender, maxAmountIn - amountIn);
        emit Swap(msg.sender, tokenIn, tokenOut, amountIn, amountOut, to);
    }

    function _reserves(address tokenIn, address tokenOut) private view returns (uint256 rIn, uint256 rOut) {
        bool wethIn = _isWethSide(tokenIn);
        if (wethIn ? tokenOut != usdc : (tokenIn != usdc || !_isWethSide(tokenOut))) revert UnsupportedPair();
        (rIn, rOut) = wethIn ? (reserveWeth, reserveUsdc) : (reserveUsdc, reserveWeth);
        if (rIn == 0 || rOut == 0) revert InsufficientLiquidity();
    }

    function _isWethSide(address token) private view returns (bool) {
        return token == address(0) || token == weth;
    }

    function _settle(address tokenIn, uint256 amountIn, uint256 amountOut) private {
        if (_isWethSide(tokenIn)) {
            reserveWeth += amountIn;
            reserveUsdc -= amountOut;
        } else {
            reserveUsdc += amountIn;
            reserveWeth -= amountOut;
        }
        emit Sync(reserveWeth, reserveUsdc);
    }

    function _pull(address token, uint256 amount) private {
        if (token == address(0)) IPoolWeth(weth).deposit{value: amount}();
        else _pullToken(token, amount);
    }

    function _pullToken(address token, uint256 amount) private {
        _call(token, abi.encodeCall(IPoolToken.transferFrom, (msg.sender, address(this), amount)));
    }

    function _push(address token, uint256 amount, address to) private {
        if (token == address(0)) {
            IPoolWeth(weth).withdraw(amount);
            _sendEth(to, amount);
        } else {
            _call(token, abi.encodeCall(IPoolToken.transfer, (to, amount)));
        }
    }

    function _sendEth(address to, uint256 amount) private {
        (bool ok, ) = to.call{value: amount}("");
        if (!ok) revert TransferFailed();
    }

    // Bubbles the token's own revert (an allowance error stays an allowance error).
    function _call(address token, bytes memory data) private {
        (bool ok, bytes memory ret) = token.call(data);
        if (!ok) {
            assembly {
                revert(add(ret, 32), mload(ret))
            }
        }
        if (ret.length != 0 && !abi.decode(ret, (bool))) revert TransferFailed();
    }
}
