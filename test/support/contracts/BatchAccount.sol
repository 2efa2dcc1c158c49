// SPDX-License-Identifier: MIT
// A test fixture, compiled by compileBatchAccount.mjs into batchAccountArtifact.json: the smallest smart account that
// pays the way Coinbase Smart Wallet, Safe or an ERC-4337 account does, in one transaction sent by its owner (or a
// bundler) that runs a batch of calls as the account. A token transfer in the batch logs the account as `from`; a
// native payment in it is an internal call, with no transaction of its own and no log.
pragma solidity ^0.8.24;

contract BatchAccount {
    struct Call {
        address target;
        uint256 value;
        bytes data;
    }

    address public immutable owner;

    error Unauthorized();
    error CallFailed(uint256 index, bytes answer);

    constructor(address owner_) {
        owner = owner_;
    }

    /// Runs every call in order as this account; one failing call reverts the whole batch.
    function executeBatch(Call[] calldata calls) external payable {
        if (msg.sender != owner) revert Unauthorized();
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory answer) = calls[i].target.call{value: calls[i].value}(calls[i].data);
            if (!ok) revert CallFailed(i, answer);
        }
    }

    receive() external payable {}
}
