import { messageParts } from './formatMessage'

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'đ',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Đ',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
}

/** Padding words: what a longer language adds, in letters that wrap like words do. */
const FILLER = 'ļôŕéɱ ïþšûɱ đôļôŕ šîţ áɱéţ çôñšéçţéţûŕ'

function accent(text: string): string {
  let out = ''
  for (const ch of text) out += ACCENTED[ch] ?? ch
  return out
}

/**
 * The pseudo-locale used by tests only: every letter accented and every message 40 % longer (rounded up), its
 * placeholders kept, so a layout that cannot take a longer language or a taller glyph shows it. Empty stays empty.
 * @example pseudoLocalize('Connect {wallet}') starts with 'Çóññéçţ {wallet}'
 */
export function pseudoLocalize(template: string): string {
  let visible = 0
  let out = ''
  for (const part of messageParts(template)) {
    if (typeof part === 'string') {
      visible += [...part].length
      out += accent(part)
    } else out += `{${part.placeholder}}`
  }
  if (visible === 0) return out
  const extra = Math.ceil(visible * 0.4)
  let padding = ''
  while ([...padding].length < extra) padding += (padding ? ' ' : '') + FILLER
  return `${out} ${[...padding].slice(0, extra).join('')}`
}
