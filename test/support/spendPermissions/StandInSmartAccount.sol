// SPDX-License-Identifier: MIT
// A TEST STAND-IN, written for this repository: not Coinbase Smart Wallet. Like it, an account has several owners
// (the spend-permission manager is added as one when the account is created), owners call `execute`, ERC-1271 says
// a hash is signed when an owner key signed it, and a factory deploys the account at the address its owners and a
// nonce fix (CREATE2), so it can sign before it exists (ERC-6492). Unlike it, a signature is a bare 65-byte ECDSA
// signature of the hash (no owner index, no replay-safe rehash, no passkeys). Compiled by compileSpendPermissions.mjs.
pragma solidity ^0.8.24;

contract StandInSmartAccount {
    mapping(address => bool) public isOwner;

    error Unauthorized();

    constructor(address[] memory owners) {
        for (uint256 i = 0; i < owners.length; i++) {
            isOwner[owners[i]] = true;
        }
    }

    function execute(address target, uint256 value, bytes calldata data) external payable {
        if (!isOwner[msg.sender]) revert Unauthorized();
        (bool ok, bytes memory answer) = target.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(answer, 32), mload(answer))
            }
        }
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        address signer = ecrecover(hash, uint8(signature[64]), bytes32(signature[0:32]), bytes32(signature[32:64]));
        return signer != address(0) && isOwner[signer] ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }

    receive() external payable {}
}

contract StandInSmartAccountFactory {
    function createAccount(address[] calldata owners, uint256 nonce) external returns (address) {
        address account = getAddress(owners, nonce);
        if (account.code.length > 0) return account;
        return address(new StandInSmartAccount{salt: salt(owners, nonce)}(owners));
    }

    function getAddress(address[] calldata owners, uint256 nonce) public view returns (address) {
        bytes32 code = keccak256(abi.encodePacked(type(StandInSmartAccount).creationCode, abi.encode(owners)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt(owners, nonce), code)))));
    }

    function salt(address[] calldata owners, uint256 nonce) private pure returns (bytes32) {
        return keccak256(abi.encode(owners, nonce));
    }
}
