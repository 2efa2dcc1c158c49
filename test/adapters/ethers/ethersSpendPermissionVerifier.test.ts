import { EthersSignatureVerifier } from '../../../src/adapters/ethers/ethersSignatureVerifier'
import { spendPermissionVerifierContract } from '../verifier/spendPermissionVerifierContract'

spendPermissionVerifierContract(
  'EthersSignatureVerifier as SpendPermissionVerifier',
  (options) => new EthersSignatureVerifier(options),
)
