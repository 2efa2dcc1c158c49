import type { Address } from '../shared/hex'
import { findSiweFieldProblem, invalidSiweMessage, type ChecksumAddress, type SiweFields } from './siweFields'

/** What building and parsing need from outside the domain. */
export type SiweMessageOptions = { checksumAddress: ChecksumAddress }

const HEADER = ' wants you to sign in with your Ethereum account:'
const SCHEME_PREFIX = /^([A-Za-z][A-Za-z0-9+\-.]*):\/\/(.*)$/
const DIGITS = /^[0-9]+$/

function present<T>(value: T | null | undefined): value is T {
  return value !== undefined && value !== null
}

/**
 * The EIP-4361 message text for `fields`; throws a BaseError `invalid-siwe-message` naming the bad field.
 * @example buildSiweMessage({ domain: 'example.com', address, uri: 'https://example.com', version: '1', chainId: 1, nonce, issuedAt }, { checksumAddress })
 */
export function buildSiweMessage(fields: SiweFields, { checksumAddress }: SiweMessageOptions): string {
  const problem = findSiweFieldProblem(fields, checksumAddress)
  if (problem !== undefined) throw invalidSiweMessage(problem)
  const origin = present(fields.scheme) ? `${fields.scheme}://${fields.domain}` : fields.domain
  const lines = [`${origin}${HEADER}`, fields.address, '']
  if (present(fields.statement)) lines.push(fields.statement)
  lines.push('', `URI: ${fields.uri}`, `Version: ${fields.version}`, `Chain ID: ${fields.chainId}`)
  lines.push(`Nonce: ${fields.nonce}`, `Issued At: ${fields.issuedAt}`)
  if (present(fields.expirationTime)) lines.push(`Expiration Time: ${fields.expirationTime}`)
  if (present(fields.notBefore)) lines.push(`Not Before: ${fields.notBefore}`)
  if (present(fields.requestId)) lines.push(`Request ID: ${fields.requestId}`)
  if (present(fields.resources)) lines.push('Resources:', ...fields.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}

/** Reads the message line by line, in the fixed order of the EIP-4361 ABNF. */
class Lines {
  private index = 0
  constructor(private readonly lines: readonly string[]) {}

  next(expected: string): string {
    const line = this.lines[this.index]
    if (line === undefined) throw invalidSiweMessage(`${expected} is missing (the message ends early)`)
    this.index += 1
    return line
  }

  empty(where: string): void {
    if (this.next(`the empty line ${where}`) !== '')
      throw invalidSiweMessage(`line ${this.index} should be empty (${where})`)
  }

  tagged(tag: string): string {
    const line = this.next(`"${tag}"`)
    if (!line.startsWith(`${tag}: `)) throw invalidSiweMessage(`line ${this.index} should start with "${tag}: "`)
    return line.slice(tag.length + 2)
  }

  optionalTagged(tag: string): string | undefined {
    return this.lines[this.index]?.startsWith(`${tag}: `) ? this.tagged(tag) : undefined
  }

  resources(): string[] | undefined {
    if (this.lines[this.index] !== 'Resources:') return undefined
    this.index += 1
    const resources: string[] = []
    while (this.index < this.lines.length) {
      const line = this.next('a resource')
      if (!line.startsWith('- ')) throw invalidSiweMessage(`line ${this.index} should be a resource starting with "- "`)
      resources.push(line.slice(2))
    }
    return resources
  }

  end(): void {
    if (this.index < this.lines.length)
      throw invalidSiweMessage(`unexpected line ${this.index + 1} (fields out of order or unknown)`)
  }
}

function parseHeader(lines: Lines): Pick<SiweFields, 'scheme' | 'domain'> {
  const header = lines.next('the header line')
  if (!header.endsWith(HEADER)) throw invalidSiweMessage(`the first line should end with "${HEADER.trim()}"`)
  const origin = header.slice(0, -HEADER.length)
  const withScheme = SCHEME_PREFIX.exec(origin)
  return withScheme ? { scheme: withScheme[1], domain: withScheme[2] ?? '' } : { domain: origin }
}

function parseStatement(lines: Lines): string | undefined {
  lines.empty('after the address')
  const statement = lines.next('the statement or an empty line')
  if (statement === '') return undefined
  lines.empty('after the statement')
  return statement
}

function parseChainId(text: string): number {
  if (!DIGITS.test(text)) throw invalidSiweMessage('Chain ID must be decimal digits')
  return Number(text)
}

function withoutAbsent(fields: Record<string, unknown>): SiweFields {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as SiweFields
}

/**
 * The fields of an EIP-4361 message text; throws a BaseError `invalid-siwe-message` saying which line or field
 * breaks the grammar. Absent optional fields are left out of the result.
 */
export function parseSiweMessage(text: string, { checksumAddress }: SiweMessageOptions): SiweFields {
  if (typeof text !== 'string') throw invalidSiweMessage('the message must be text')
  const lines = new Lines(text.split('\n'))
  const { scheme, domain } = parseHeader(lines)
  const address = lines.next('the address') as Address
  const statement = parseStatement(lines)
  const uri = lines.tagged('URI')
  const version = lines.tagged('Version')
  const chainId = parseChainId(lines.tagged('Chain ID'))
  const nonce = lines.tagged('Nonce')
  const issuedAt = lines.tagged('Issued At')
  const expirationTime = lines.optionalTagged('Expiration Time')
  const notBefore = lines.optionalTagged('Not Before')
  const requestId = lines.optionalTagged('Request ID')
  const resources = lines.resources()
  lines.end()
  const fields = withoutAbsent({
    scheme,
    domain,
    address,
    statement,
    uri,
    version,
    chainId,
    nonce,
    issuedAt,
    expirationTime,
    notBefore,
    requestId,
    resources,
  })
  const problem = findSiweFieldProblem(fields, checksumAddress)
  if (problem !== undefined) throw invalidSiweMessage(problem)
  return fields
}
