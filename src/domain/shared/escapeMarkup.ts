// Characters XML 1.0 cannot carry at all, even as a reference: C0 controls other than tab, line feed and carriage
// return, U+FFFE, U+FFFF and unpaired surrogates.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are the ones to replace
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
// Markup characters, and the whitespace an XML attribute would turn into spaces and a parser would normalise (CR).
const REFERENCE: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
}
const MARKUP = /[&<>"'\t\n\r]/g

/**
 * Text a person typed, written so that HTML and XML (SVG) read it back as the same text, in an element or in an
 * attribute quoted either way: no `<`, `>`, `&` or quote survives as itself. A character XML cannot carry (a control
 * character, a lone surrogate) becomes U+FFFD, the replacement character.
 * @example escapeMarkup('"><script>') === '&quot;&gt;&lt;script&gt;'
 */
export function escapeMarkup(text: string): string {
  return text.replace(NOT_XML, '\ufffd').replace(MARKUP, (c) => REFERENCE[c] ?? c)
}
