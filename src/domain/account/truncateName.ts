const MAX_LENGTH = 24

/**
 * SPEC 9: a name whose part before the top-level label is over 24 characters is cut to 24 and ends with "…"
 * (the top-level label is dropped then, as in RainbowKit's formatENS). Counts code points, so emoji stay whole.
 * @example truncateName('averyveryveryverylongensname.eth') === 'averyveryveryverylongens…'
 */
export function truncateName(name: string): string {
  const dot = name.lastIndexOf('.')
  const body = Array.from(dot > 0 ? name.slice(0, dot) : name)
  return body.length > MAX_LENGTH ? `${body.slice(0, MAX_LENGTH).join('')}…` : name
}
