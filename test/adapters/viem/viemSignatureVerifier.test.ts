import { getAddress } from 'viem'
import { ViemSignatureVerifier } from '../../../src/adapters/viem/viemSignatureVerifier'
import { signatureVerifierContract } from '../verifier/signatureVerifierContract'

signatureVerifierContract('ViemSignatureVerifier', (options) => new ViemSignatureVerifier(options), getAddress)
