/** The reader errors the contract and parser tests expect, as `toMatchObject` shapes (code and pinned message). */
export const UNAVAILABLE = { code: 'rpc-unavailable', shortMessage: 'No RPC endpoint answered' }
export const TIMED_OUT = { code: 'rpc-timeout', shortMessage: 'The RPC did not answer in time' }
export const INVALID_ANSWER = {
  code: 'rpc-invalid-answer',
  shortMessage: 'The RPC answered with something that is not valid',
}
