// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IVaultToken {
    function balanceOf(address owner) external view returns (uint256);
    function allowance(address owner, address spender) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// @notice A demo destination for call actions: it takes a deposit of any
/// token (or ETH, as the zero address) from the caller and credits it to
/// `onBehalfOf`. A call quote can spend into it without any Solidity of one's
/// own: `approve(vault, amount)` then `deposit(token, amount, user)`, or
/// `depositAll` when the delivered amount is only known at fill time.
contract FerryVault {
    /// @notice token => account => amount.
    mapping(address => mapping(address => uint256)) public balanceOf;

    event Deposit(address indexed token, address indexed from, address indexed onBehalfOf, uint256 amount);
    event Withdraw(address indexed token, address indexed from, address indexed to, uint256 amount);

    error ZeroAmount();
    error IncorrectValue();
    error InvalidRecipient();
    error InsufficientShares();
    error TransferFailed();

    function deposit(address token, uint256 amount, address onBehalfOf) external payable {
        if (token == address(0) ? msg.value != amount : msg.value != 0) revert IncorrectValue();
        _deposit(token, amount, onBehalfOf);
    }

    /// @notice Deposits as much of `token` as the caller holds and allows (with ETH: the value sent).
    function depositAll(address token, address onBehalfOf) external payable returns (uint256 amount) {
        if (token == address(0)) {
            amount = msg.value;
        } else {
            if (msg.value != 0) revert IncorrectValue();
            uint256 held = IVaultToken(token).balanceOf(msg.sender);
            uint256 allowed = IVaultToken(token).allowance(msg.sender, address(this));
            amount = held < allowed ? held : allowed;
        }
        _deposit(token, amount, onBehalfOf);
    }

    function withdraw(address token, uint256 amount, address to) external {
        if (balanceOf[token][msg.sender] < amount) revert InsufficientShares();
        balanceOf[token][msg.sender] -= amount;
        if (token == address(0)) {
            (bool ok, ) = to.call{value: amount}("");
            if (!ok) revert TransferFailed();
        } else {
            _call(token, abi.encodeCall(IVaultToken.transfer, (to, amount)));
        }
        emit Withdraw(token, msg.sender, to, amount);
    }

    function _deposit(address token, uint256 amount, address onBehalfOf) private {
        if (amount == 0) revert ZeroAmount();
        if (onBehalfOf == address(0)) revert InvalidRecipient();
        if (token != address(0)) _call(token, abi.encodeCall(IVaultToken.transferFrom, (msg.sender, address(this), amount)));
        balanceOf[token][onBehalfOf] += amount;
        emit Deposit(token, msg.sender, onBehalfOf, amount);
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
