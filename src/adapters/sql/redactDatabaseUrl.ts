/**
 * A database URL fit to print: the password, and any query parameter naming a password, key or secret (libpq reads
 * `?password=`, `sslpassword`, `sslkey`), replaced; a URL that does not parse is not printed at all.
 * @example redactDatabaseUrl('postgres://studio:s3cret@db:5432/studio') // 'postgres://studio:***@db:5432/studio'
 */
export function redactDatabaseUrl(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return '(a URL that does not parse)'
  }
  // Without `//` what looks like credentials is a path (`u:s3cret@db/app` has the scheme `u:`).
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return '(a URL that does not parse)'
  if (parsed.password) parsed.password = '***'
  for (const key of [...parsed.searchParams.keys()]) {
    if (/pass|key|secret/i.test(key)) parsed.searchParams.set(key, '***')
  }
  return parsed.toString()
}
