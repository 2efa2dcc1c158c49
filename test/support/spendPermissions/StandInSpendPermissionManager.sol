// SPDX-License-Identifier: MIT
// A TEST STAND-IN, written for this repository: not Coinbase's SpendPermissionManager. It keeps that contract's
// public interface for what monthly support uses (the SpendPermission struct, its EIP-712 domain and type hash,
// approveWithSignature with ERC-6492 side effects, spend, revoke, revokeAsSpender, isApproved, isRevoked, isValid,
// getCurrentPeriod, getLastUpdatedPeriod, getHash) and its period rule (fixed windows from `start`), so the server
// and the collector are tested against the same calls and typed data. Compiled by compileSpendPermissions.mjs.
pragma solidity ^0.8.24;

interface IERC1271 {
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4);
}

/// The one call a smart account lets its owners (the manager is one) make: Coinbase Smart Wallet's `execute`.
interface IExecutingAccount {
    function execute(address target, uint256 value, bytes calldata data) external payable;
}

contract StandInSpendPermissionManager {
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

    struct PeriodSpend {
        uint48 start;
        uint48 end;
        uint160 spend;
    }

    bytes32 public constant SPEND_PERMISSION_TYPEHASH = keccak256(
        "SpendPermission(address account,address spender,address token,uint160 allowance,uint48 period,uint48 start,uint48 end,uint256 salt,bytes extraData)"
    );
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant ERC6492_SUFFIX = 0x6492649264926492649264926492649264926492649264926492649264926492;

    mapping(bytes32 => bool) private approved;
    mapping(bytes32 => bool) private revoked;
    mapping(bytes32 => PeriodSpend) private lastUpdated;

    event SpendPermissionApproved(bytes32 indexed hash, SpendPermission spendPermission);
    event SpendPermissionRevoked(bytes32 indexed hash, SpendPermission spendPermission);
    event SpendPermissionUsed(
        bytes32 indexed hash, address indexed account, address indexed spender, address token, PeriodSpend periodSpend
    );

    error InvalidSender(address sender, address expected);
    error InvalidSignature();
    error ZeroToken();
    error ZeroSpender();
    error ZeroAllowance();
    error ZeroPeriod();
    error InvalidStartEnd(uint48 start, uint48 end);
    error ZeroValue();
    error UnauthorizedSpendPermission();
    error BeforeSpendPermissionStart(uint48 currentTimestamp, uint48 start);
    error AfterSpendPermissionEnd(uint48 currentTimestamp, uint48 end);
    error ExceededSpendPermission(uint256 value, uint256 allowance);
    error TransferFailed();

    modifier onlyFrom(address expected) {
        if (msg.sender != expected) revert InvalidSender(msg.sender, expected);
        _;
    }

    function approveWithSignature(SpendPermission calldata permission, bytes calldata signature)
        external
        returns (bool)
    {
        if (!signedNowAllowingDeploy(permission.account, getHash(permission), signature)) revert InvalidSignature();
        return approveOnce(permission);
    }

    function revoke(SpendPermission calldata permission) external onlyFrom(permission.account) {
        revokeOnce(permission);
    }

    function revokeAsSpender(SpendPermission calldata permission) external onlyFrom(permission.spender) {
        revokeOnce(permission);
    }

    function spend(SpendPermission memory permission, uint160 value) external onlyFrom(permission.spender) {
        if (value == 0) revert ZeroValue();
        if (!isValid(permission)) revert UnauthorizedSpendPermission();
        PeriodSpend memory current = getCurrentPeriod(permission);
        uint256 total = uint256(current.spend) + value;
        if (total > permission.allowance) revert ExceededSpendPermission(total, permission.allowance);
        current.spend = uint160(total);
        bytes32 hash = getHash(permission);
        lastUpdated[hash] = current;
        emit SpendPermissionUsed(hash, permission.account, permission.spender, permission.token, current);
        bytes memory transfer = abi.encodeWithSignature("transfer(address,uint256)", permission.spender, value);
        uint256 before = balanceOf(permission.token, permission.spender);
        IExecutingAccount(permission.account).execute(permission.token, 0, transfer);
        if (balanceOf(permission.token, permission.spender) != before + value) revert TransferFailed();
    }

    function isApproved(SpendPermission memory permission) public view returns (bool) {
        return approved[getHash(permission)];
    }

    function isRevoked(SpendPermission memory permission) public view returns (bool) {
        return revoked[getHash(permission)];
    }

    function isValid(SpendPermission memory permission) public view returns (bool) {
        bytes32 hash = getHash(permission);
        return approved[hash] && !revoked[hash];
    }

    function getLastUpdatedPeriod(SpendPermission memory permission) public view returns (PeriodSpend memory) {
        return lastUpdated[getHash(permission)];
    }

    /// The window `now` falls in: [start + n * period, start + (n + 1) * period), cut at `end`.
    function getCurrentPeriod(SpendPermission memory permission) public view returns (PeriodSpend memory) {
        uint48 nowTs = uint48(block.timestamp);
        if (nowTs < permission.start) revert BeforeSpendPermissionStart(nowTs, permission.start);
        if (nowTs >= permission.end) revert AfterSpendPermissionEnd(nowTs, permission.end);
        PeriodSpend memory last = lastUpdated[getHash(permission)];
        if (last.spend != 0 && nowTs < last.end) return last;
        uint48 start = nowTs - ((nowTs - permission.start) % permission.period);
        uint256 end = uint256(start) + permission.period;
        return PeriodSpend({start: start, end: end > permission.end ? permission.end : uint48(end), spend: 0});
    }

    function getHash(SpendPermission memory p) public view returns (bytes32) {
        bytes32 structHash = keccak256(
            abi.encode(
                SPEND_PERMISSION_TYPEHASH,
                p.account,
                p.spender,
                p.token,
                p.allowance,
                p.period,
                p.start,
                p.end,
                p.salt,
                keccak256(p.extraData)
            )
        );
        return keccak256(abi.encodePacked("\x19\x01", domainSeparator(), structHash));
    }

    function domainSeparator() public view returns (bytes32) {
        return keccak256(
            abi.encode(
                DOMAIN_TYPEHASH,
                keccak256("Spend Permission Manager"),
                keccak256("1"),
                block.chainid,
                address(this)
            )
        );
    }

    function approveOnce(SpendPermission calldata p) private returns (bool) {
        if (p.token == address(0)) revert ZeroToken();
        if (p.spender == address(0)) revert ZeroSpender();
        if (p.period == 0) revert ZeroPeriod();
        if (p.allowance == 0) revert ZeroAllowance();
        if (p.start >= p.end) revert InvalidStartEnd(p.start, p.end);
        bytes32 hash = getHash(p);
        if (revoked[hash]) return false;
        if (!approved[hash]) {
            approved[hash] = true;
            emit SpendPermissionApproved(hash, p);
        }
        return true;
    }

    function revokeOnce(SpendPermission calldata p) private {
        bytes32 hash = getHash(p);
        if (revoked[hash]) return;
        revoked[hash] = true;
        emit SpendPermissionRevoked(hash, p);
    }

    /// ERC-6492: a wrapped signature first deploys the account through its factory, then ERC-1271 (or ecrecover for
    /// an account without code) decides.
    function signedNowAllowingDeploy(address account, bytes32 hash, bytes calldata signature) private returns (bool) {
        bytes memory inner = signature;
        uint256 n = signature.length;
        if (n >= 32 && bytes32(signature[n - 32:]) == ERC6492_SUFFIX) {
            (address factory, bytes memory factoryData, bytes memory wrapped) =
                abi.decode(signature[:n - 32], (address, bytes, bytes));
            if (account.code.length == 0) {
                (bool deployed,) = factory.call(factoryData);
                if (!deployed) return false;
            }
            inner = wrapped;
        }
        if (account.code.length > 0) {
            (bool ok, bytes memory answer) =
                account.staticcall(abi.encodeWithSelector(IERC1271.isValidSignature.selector, hash, inner));
            return ok && answer.length >= 32 && abi.decode(answer, (bytes4)) == IERC1271.isValidSignature.selector;
        }
        return recover(hash, inner) == account && account != address(0);
    }

    function recover(bytes32 hash, bytes memory signature) private pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 32))
            s := mload(add(signature, 64))
            v := byte(0, mload(add(signature, 96)))
        }
        return ecrecover(hash, v, r, s);
    }

    function balanceOf(address token, address holder) private view returns (uint256) {
        (bool ok, bytes memory answer) = token.staticcall(abi.encodeWithSignature("balanceOf(address)", holder));
        if (!ok || answer.length < 32) revert TransferFailed();
        return abi.decode(answer, (uint256));
    }
}
