// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IRouterToken {
    function balanceOf(address owner) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// @notice Runs destination calls (the `txs` of a call quote) in order, and
/// sweeps what is left. The solver fills a call by `execute`: the router pulls
/// the delivered token from the solver, makes the calls as itself (so `txs`
/// approve spenders on the router's behalf), sends every leftover output to
/// the recipient and returns the rest to the caller. It holds nothing between
/// transactions, so `sweep` and `multicall` are open to anyone.
contract FerryRouter {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    event Swept(address indexed token, address indexed recipient, uint256 amount);

    error CallFailed(uint256 index, bytes reason);
    error ForbiddenCall(uint256 index);
    error TransferFailed();

    receive() external payable {}

    function multicall(Call[] calldata calls) external payable {
        _run(calls);
    }

    function execute(address fundToken, uint256 fundAmount, Call[] calldata calls, address[] calldata sweepTokens, address sweepTo)
        external
        payable
    {
        if (fundToken != address(0) && fundAmount > 0) {
            _call(fundToken, abi.encodeCall(IRouterToken.transferFrom, (msg.sender, address(this), fundAmount)));
        }
        _run(calls);
        for (uint256 i = 0; i < sweepTokens.length; i++) _sweep(sweepTokens[i], sweepTo);
        if (fundToken != address(0)) _sweep(fundToken, msg.sender);
        _sweep(address(0), msg.sender);
    }

    /// @notice Sends the router's whole balance of `token` (the zero address is ETH) to `recipient`.
    /// As one of the `txs` it hands over an amount that was unknown at quote time.
    function sweep(address token, address recipient) external {
        _sweep(token, recipient);
    }

    function _run(Call[] calldata calls) private {
        for (uint256 i = 0; i < calls.length; i++) {
            Call calldata c = calls[i];
            // The solver approves the router so `execute` can pull from it; a
            // call must never spend that allowance, only the router's own funds.
            if (c.data.length >= 36 && bytes4(c.data[:4]) == IRouterToken.transferFrom.selector) {
                if (abi.decode(c.data[4:36], (address)) != address(this)) revert ForbiddenCall(i);
            }
            (bool ok, bytes memory ret) = c.to.call{value: c.value}(c.data);
            if (!ok) revert CallFailed(i, ret);
        }
    }

    function _sweep(address token, address recipient) private {
        uint256 amount = token == address(0) ? address(this).balance : IRouterToken(token).balanceOf(address(this));
        if (amount == 0) return;
        if (token == address(0)) {
            (bool ok, ) = recipient.call{value: amount}("");
            if (!ok) revert TransferFailed();
        } else {
            _call(token, abi.encodeCall(IRouterToken.transfer, (recipient, amount)));
        }
        emit Swept(token, recipient, amount);
    }

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
