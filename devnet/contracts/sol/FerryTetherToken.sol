// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {FerryToken} from "./FerryToken.sol";

/// @notice A token that behaves as mainnet USDT does on approvals: it refuses
/// to change one non-zero allowance into another non-zero one. A wallet (or
/// Ferry) must approve 0 first, then the new amount. Everything else is a
/// plain FerryToken.
contract FerryTetherToken is FerryToken {
    error AllowanceNotZero();

    constructor(string memory name_, string memory symbol_, uint8 decimals_) FerryToken(name_, symbol_, decimals_) {}

    function approve(address spender, uint256 amount) external override returns (bool) {
        if (amount != 0 && allowance[msg.sender][spender] != 0) revert AllowanceNotZero();
        _approve(msg.sender, spender, amount);
        return true;
    }
}
