const formats = new Map<string, Intl.DateTimeFormat>()

/** A date formatter of the shown locale, built once per locale and options. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let found = formats.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options)
    formats.set(key, found)
  }
  return found
}
