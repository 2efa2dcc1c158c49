import { erc6492SignatureValidatorByteCode } from 'viem'
import { describe, expect, test } from 'vitest'
import { ERC6492_VALIDATOR_BYTECODE } from '../../../src/adapters/ethers/erc6492ValidatorBytecode'

describe('ERC6492_VALIDATOR_BYTECODE', () => {
  test('default: the copy the ethers build carries is byte for byte the validator viem runs', () => {
    expect(ERC6492_VALIDATOR_BYTECODE).toBe(erc6492SignatureValidatorByteCode)
  })
})
