import fc from 'fast-check'

/** Text as markup can carry it: what XML cannot (a C0 control, U+FFFE/U+FFFF, a lone surrogate) is U+FFFD. */
export function carried(text: string): string {
  return Array.from(text, (c) => {
    const code = c.codePointAt(0) ?? 0
    const control = code < 0x20 && c !== '\t' && c !== '\n' && c !== '\r'
    const lone = c.length === 1 && code >= 0xd800 && code <= 0xdfff
    return control || lone || code === 0xfffe || code === 0xffff ? '\ufffd' : c
  }).join('')
}

// Any text, and text made of what breaks markup: quotes, brackets, ampersands, line ends, controls, lone surrogates.
const hostile = fc.string({
  unit: fc.constantFrom(
    '<',
    '>',
    '&',
    '"',
    "'",
    '/',
    '=',
    '\r',
    '\n',
    '\t',
    '\u0000',
    '\u0007',
    '\ud800',
    '\udfff',
    '\ufffe',
    '\u0085',
    'a',
    'é',
    '😀',
    'amp;',
    '#60;',
    ' ',
  ),
  maxLength: 40,
})
export const text = fc.oneof(hostile, fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ maxLength: 40 }))
