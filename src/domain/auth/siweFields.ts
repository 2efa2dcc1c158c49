import { BaseError } from '../errors/baseError'
import type { Address } from '../shared/hex'
import { parseDateTime } from './rfc3339'
import { isHostAuthority, isPchars, isScheme, isUri } from './rfc3986'

/** The fields of an EIP-4361 (Sign-In with Ethereum) message. Optional fields are absent, never empty. */
export type SiweFields = {
  /** Scheme of the requesting origin when not https (EIP-4361 `[ scheme "://" ] domain`). */
  scheme?: string | undefined
  domain: string
  address: Address
  statement?: string | undefined
  uri: string
  version: '1'
  chainId: number
  nonce: string
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

/**
 * EIP-55 mixed-case form of an address. Injected because keccak256 belongs to a chain library (viem's or ethers'
 * getAddress); the domain only compares its answer with the address it was given.
 */
export type ChecksumAddress = (address: Address) => string

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
/** EIP-4361 `nonce = 8*( ALPHA / DIGIT )`. */
export const SIWE_NONCE = /^[A-Za-z0-9]{8,}$/
// EIP-4361 `statement = *( reserved / unreserved / " " )`: printable ASCII without LF, % and a few symbols.
const STATEMENT = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]+$/

/** Raised by buildSiweMessage and parseSiweMessage; `shortMessage` names the offending field. */
export function invalidSiweMessage(problem: string): BaseError {
  return new BaseError(`Invalid sign-in message: ${problem}`, { code: 'invalid-siwe-message' })
}

function isChecksummed(address: unknown, checksumAddress: ChecksumAddress): boolean {
  if (typeof address !== 'string' || !ADDRESS.test(address)) return false
  try {
    return checksumAddress(address as Address) === address
  } catch {
    return false
  }
}

function isDateTime(value: unknown): boolean {
  return typeof value === 'string' && parseDateTime(value) !== null
}

function optional(value: unknown, test: (v: unknown) => boolean): boolean {
  return value === undefined || value === null || test(value)
}

const REQUIRED = new Set<string>(['domain', 'address', 'uri', 'version', 'chainId', 'nonce', 'issuedAt'])

const str =
  (test: (s: string) => boolean) =>
  (v: unknown): boolean =>
    typeof v === 'string' && test(v)

type Check = [field: keyof SiweFields, ok: (fields: Record<string, unknown>) => boolean, problem: string]

function checks(checksumAddress: ChecksumAddress): Check[] {
  return [
    ['scheme', (f) => optional(f.scheme, str(isScheme)), 'scheme is not an RFC 3986 scheme'],
    ['domain', (f) => str(isHostAuthority)(f.domain), 'domain is not an RFC 3986 authority'],
    ['address', (f) => isChecksummed(f.address, checksumAddress), 'address is not an EIP-55 checksummed address'],
    [
      'statement',
      (f) =>
        optional(
          f.statement,
          str((s) => STATEMENT.test(s)),
        ),
      'statement must be one line of RFC 3986 reserved or unreserved characters',
    ],
    ['uri', (f) => str(isUri)(f.uri), 'uri is not an RFC 3986 URI'],
    ['version', (f) => f.version === '1', 'version must be 1'],
    [
      'chainId',
      (f) => Number.isSafeInteger(f.chainId) && (f.chainId as number) >= 0,
      'chainId must be a non-negative integer',
    ],
    ['nonce', (f) => str((s) => SIWE_NONCE.test(s))(f.nonce), 'nonce must be at least 8 letters or digits'],
    ['issuedAt', (f) => isDateTime(f.issuedAt), 'issuedAt is not an RFC 3339 date-time'],
    ['expirationTime', (f) => optional(f.expirationTime, isDateTime), 'expirationTime is not an RFC 3339 date-time'],
    ['notBefore', (f) => optional(f.notBefore, isDateTime), 'notBefore is not an RFC 3339 date-time'],
    ['requestId', (f) => optional(f.requestId, str(isPchars)), 'requestId must be RFC 3986 pchar characters'],
    [
      'resources',
      (f) => optional(f.resources, (r) => Array.isArray(r) && r.every(str(isUri))),
      'every resource must be an RFC 3986 URI',
    ],
  ]
}

/**
 * The first problem with a field object, or undefined when it is a valid EIP-4361 message.
 * @example findSiweFieldProblem({ ...fields, nonce: '1234' }, getAddress) // 'nonce must be at least 8 letters or digits'
 */
export function findSiweFieldProblem(fields: unknown, checksumAddress: ChecksumAddress): string | undefined {
  if (typeof fields !== 'object' || fields === null) return 'fields must be an object'
  const record = fields as Record<string, unknown>
  for (const [field, ok, problem] of checks(checksumAddress)) {
    if (REQUIRED.has(field) && [undefined, null, ''].includes(record[field] as string)) return `${field} is missing`
    if (!ok(record)) return problem
  }
  return undefined
}
