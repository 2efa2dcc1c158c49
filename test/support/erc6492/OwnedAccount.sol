// SPDX-License-Identifier: MIT
// A test fixture, compiled by compileOwnedAccount.mjs into ownedAccountArtifact.json: the smallest smart account a
// wallet could hand out before deploying it (ERC-6492), and the factory that deploys it at a fixed address (CREATE2).
pragma solidity ^0.8.20;

/// A contract account owned by one key: ERC-1271 says a hash is signed when that key signed it.
contract OwnedAccount {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// Deploys an OwnedAccount at the address its owner and a salt fix, whether or not it is deployed yet.
contract OwnedAccountFactory {
    function deploy(address owner, bytes32 salt) external returns (address) {
        address account = addressOf(owner, salt);
        if (account.code.length > 0) return account;
        return address(new OwnedAccount{salt: salt}(owner));
    }

    function addressOf(address owner, bytes32 salt) public view returns (address) {
        bytes32 code = keccak256(abi.encodePacked(type(OwnedAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, code)))));
    }
}
