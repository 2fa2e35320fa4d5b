// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IFerryDepository {
    function depositNative(bytes32 id) external payable;
    function depositErc20(address token, uint256 amount, bytes32 id) external;
}

/// @notice A deposit address: deployed by the factory at its CREATE2 address
/// (salt = the request id) the first time the solver sweeps it. Anyone may pay
/// it before or after that (plain ETH or token transfers); only the factory
/// moves funds out, and only into the depository.
contract FerryDepositAddress {
    address public immutable factory;

    error NotFactory();
    error TransferFailed();

    constructor() {
        factory = msg.sender;
    }

    receive() external payable {}

    function sweep(address depository, address token, uint256 amount, bytes32 id) external {
        if (msg.sender != factory) revert NotFactory();
        if (token == address(0)) {
            IFerryDepository(depository).depositNative{value: amount}(id);
        } else {
            (bool ok, bytes memory ret) = token.call(abi.encodeWithSignature("approve(address,uint256)", depository, amount));
            if (!ok || (ret.length != 0 && !abi.decode(ret, (bool)))) revert TransferFailed();
            IFerryDepository(depository).depositErc20(token, amount, id);
        }
    }
}

/// @notice Makes deposit addresses and sweeps what arrives on them into the
/// depository as a Deposit whose id is the request id. Only the solver sweeps.
contract FerryDepositFactory {
    /// Bumped with every change here, so a saved deployment of an older factory is redeployed.
    uint256 public constant VERSION = 1;
    address public immutable solver;
    address public immutable depository;
    /// keccak256 of the deposit address's creation code (for off-chain CREATE2 address maths).
    bytes32 public immutable initCodeHash;

    event Swept(bytes32 indexed salt, address indexed depositAddress, address indexed token, uint256 amount, bytes32 id);

    error NotSolver();

    constructor(address solver_, address depository_) {
        solver = solver_;
        depository = depository_;
        initCodeHash = keccak256(type(FerryDepositAddress).creationCode);
    }

    function addressOf(bytes32 salt) public view returns (address) {
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, initCodeHash)))));
    }

    /// Deploys the deposit address of `salt` if needed, then deposits `amount` of `token` from it under `id`.
    function sweep(bytes32 salt, address token, uint256 amount, bytes32 id) external {
        if (msg.sender != solver) revert NotSolver();
        address at = addressOf(salt);
        if (at.code.length == 0) new FerryDepositAddress{salt: salt}();
        FerryDepositAddress(payable(at)).sweep(depository, token, amount, id);
        emit Swept(salt, at, token, amount, id);
    }
}
