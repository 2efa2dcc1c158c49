import type { Abi, Hex } from 'viem'

export declare const SOURCES: Record<string, string>
export declare function compileContracts(): {
  version: string
  settings: unknown
  contracts: Record<string, { abi: Abi; bytecode: Hex }>
}
