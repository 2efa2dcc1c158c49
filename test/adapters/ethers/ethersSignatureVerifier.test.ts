import { EthersSignatureVerifier } from '../../../src/adapters/ethers/ethersSignatureVerifier'
import { ethersChecksumAddress } from '../../../src/adapters/ethers/ethersChecksumAddress'
import { signatureVerifierContract } from '../verifier/signatureVerifierContract'

signatureVerifierContract(
  'EthersSignatureVerifier',
  (options) => new EthersSignatureVerifier(options),
  ethersChecksumAddress,
)
