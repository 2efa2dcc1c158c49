// SPDX-License-Identifier: MIT
// Monthly support's spender. A supporter's spend permission names this contract as spender and the creator in
// `extraData` (abi.encode(address)), so the creator is part of what the supporter signed. `collect` pulls one
// period's allowance through the manager and passes all of it to that creator in the same transaction: the contract
// never keeps a balance between transactions, has no owner, no keeper list, no settable state and no upgrade path; the only
// other call is the named creator's revoke.
// Anyone may call `collect`: the caller chooses neither the amount nor the recipient, and the manager allows one
// allowance per period, so a call by someone other than our keeper can only pay the creator what is already due.
pragma solidity ^0.8.24;

struct SpendPermission {
    address account;
    address spender;
    address token;
    uint160 allowance;
    uint48 period;
    uint48 start;
    uint48 end;
    uint256 salt;
    bytes extraData;
}

interface ISpendPermissionManager {
    function spend(SpendPermission calldata permission, uint160 value) external;
    function revokeAsSpender(SpendPermission calldata permission) external;
}

contract MonthlyCollector {
    address private constant NATIVE_TOKEN = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    ISpendPermissionManager public immutable manager;

    event Collected(address indexed account, address indexed creator, address indexed token, uint256 value);

    error NotThisCollector(address spender);
    error NoCreator();
    error NativeTokenNotSupported();
    error TransferFailed();
    error NotTheCreator(address caller, address creator);

    constructor(ISpendPermissionManager manager_) {
        manager = manager_;
    }

    /// Charges `permission` for the current period and pays the creator it names; reverts if already charged.
    function collect(SpendPermission calldata permission) external {
        if (permission.spender != address(this)) revert NotThisCollector(permission.spender);
        if (permission.token == NATIVE_TOKEN) revert NativeTokenNotSupported();
        address creator = creatorOf(permission);
        manager.spend(permission, permission.allowance);
        (bool ok, bytes memory answer) = permission.token.call(
            abi.encodeWithSignature("transfer(address,uint256)", creator, uint256(permission.allowance))
        );
        if (!ok || (answer.length > 0 && !abi.decode(answer, (bool)))) revert TransferFailed();
        emit Collected(permission.account, creator, permission.token, permission.allowance);
    }

    /// Ends a permission for good, from the creator it pays (the supporter revokes through the manager directly).
    function revokeAsCreator(SpendPermission calldata permission) external {
        address creator = creatorOf(permission);
        if (msg.sender != creator) revert NotTheCreator(msg.sender, creator);
        manager.revokeAsSpender(permission);
    }

    /// The creator a permission pays: exactly one ABI-encoded, non-zero address in `extraData`.
    function creatorOf(SpendPermission calldata permission) public pure returns (address) {
        if (permission.extraData.length != 32) revert NoCreator();
        uint256 word = abi.decode(permission.extraData, (uint256));
        if (word == 0 || word >> 160 != 0) revert NoCreator();
        return address(uint160(word));
    }
}
