// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20Like {
    function balanceOf(address owner) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// EIP-3009's payee-only transfer (FerryUSDC).
interface IERC3009Like {
    function receiveWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external;
}

/// @notice Holds user deposits on the origin chain. The `id` of a deposit is
/// the request id of the quote, which is how the solver ties a deposit to the
/// order it must fill. Only the solver moves funds out (rebalancing, refunds).
contract FerryDepository {
    address public immutable solver;

    event Deposit(address indexed depositor, address indexed token, uint256 amount, bytes32 indexed id);
    event Withdrawal(address indexed token, address indexed to, uint256 amount, bytes32 indexed id);
    event Refund(address indexed token, address indexed to, uint256 amount, bytes32 indexed id);

    error NotSolver();
    error ZeroAmount();
    error TransferFailed();

    modifier onlySolver() {
        if (msg.sender != solver) revert NotSolver();
        _;
    }

    constructor(address solver_) {
        solver = solver_;
    }

    function depositNative(bytes32 id) external payable {
        if (msg.value == 0) revert ZeroAmount();
        emit Deposit(msg.sender, address(0), msg.value, id);
    }

    function depositErc20(address token, uint256 amount, bytes32 id) external {
        if (amount == 0) revert ZeroAmount();
        // Credit what actually arrived, so a token that takes a cut on transfer
        // cannot make the solver fill more than it holds.
        uint256 before = IERC20Like(token).balanceOf(address(this));
        _call(token, abi.encodeCall(IERC20Like.transferFrom, (msg.sender, address(this), amount)));
        uint256 received = IERC20Like(token).balanceOf(address(this)) - before;
        if (received == 0) revert ZeroAmount();
        emit Deposit(msg.sender, token, received, id);
    }

    /// A gasless deposit: `from` signed an EIP-3009 ReceiveWithAuthorization to this
    /// contract whose nonce is the request id, so the signature pays exactly this
    /// request once (the token refuses a second use) and only this contract can
    /// redeem it. Anyone may submit it; the devnet solver does, paying the gas.
    function depositErc20WithAuthorization(
        address token,
        address from,
        uint256 amount,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 id,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external {
        if (amount == 0) revert ZeroAmount();
        uint256 before = IERC20Like(token).balanceOf(address(this));
        // Called directly so the token's own revert (expired, used, bad signature, balance) comes back as is.
        IERC3009Like(token).receiveWithAuthorization(from, address(this), amount, validAfter, validBefore, id, v, r, s);
        uint256 received = IERC20Like(token).balanceOf(address(this)) - before;
        if (received == 0) revert ZeroAmount();
        emit Deposit(from, token, received, id);
    }

    function withdraw(address token, address to, uint256 amount, bytes32 id) external onlySolver {
        _send(token, to, amount);
        emit Withdrawal(token, to, amount, id);
    }

    function refund(address token, address to, uint256 amount, bytes32 id) external onlySolver {
        _send(token, to, amount);
        emit Refund(token, to, amount, id);
    }

    function _send(address token, address to, uint256 amount) private {
        if (token == address(0)) {
            (bool ok, ) = to.call{value: amount}("");
            if (!ok) revert TransferFailed();
        } else {
            _call(token, abi.encodeCall(IERC20Like.transfer, (to, amount)));
        }
    }

    // Tolerates tokens that return nothing instead of `true`.
    function _call(address token, bytes memory data) private {
        (bool ok, bytes memory ret) = token.call(data);
        if (!ok || (ret.length != 0 && !abi.decode(ret, (bool)))) revert TransferFailed();
    }
}
