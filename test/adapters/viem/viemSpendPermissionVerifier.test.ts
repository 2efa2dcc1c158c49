import { ViemSignatureVerifier } from '../../../src/adapters/viem/viemSignatureVerifier'
import { spendPermissionVerifierContract } from '../verifier/spendPermissionVerifierContract'

spendPermissionVerifierContract(
  'ViemSignatureVerifier as SpendPermissionVerifier',
  (options) => new ViemSignatureVerifier(options),
)
