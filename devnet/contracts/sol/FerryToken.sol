// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {FerryERC20} from "./FerryERC20.sol";

/// @notice A plain ERC20 with the name, symbol and decimals it is deployed
/// with: the devnet's catalogue tokens besides WETH and USDC (an 8-decimal
/// coin, a long-named one, an unverified one with a pool, one without a
/// logo). No EIP-2612 permit: the catalogue lists `supportsPermit: false` for
/// these.
contract FerryToken is FerryERC20 {
    string public name;
    string public symbol;
    uint8 public immutable decimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
    }
}
