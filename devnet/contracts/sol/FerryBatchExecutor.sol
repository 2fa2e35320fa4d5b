// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice The code a devnet account delegates to (EIP-7702) so its wallet can
/// send an EIP-5792 batch as one transaction: the account sends a transaction
/// to itself calling `execute`, which makes each call in order and reverts as a
/// whole when one fails. Only the account itself may call it.
contract FerryBatchExecutor {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    error NotSelf();
    /// @notice Call `index` reverted with `reason`; nothing of the batch stays.
    error CallFailed(uint256 index, bytes reason);

    function execute(Call[] calldata calls) external payable {
        if (msg.sender != address(this)) revert NotSelf();
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory reason) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) revert CallFailed(i, reason);
        }
    }

    /// @notice A delegated account still takes plain ETH (a refund, a faucet).
    receive() external payable {}
}
