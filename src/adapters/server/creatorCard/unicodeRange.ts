/**
 * A CSS unicode-range as @fontsource's unicode.json writes it (`U+0041`, `U+0000-00FF`, comma-separated), as
 * inclusive [first, last] code point pairs. An item it cannot read is an error, never a silently smaller range.
 * @example parseUnicodeRange('U+0000-00FF,U+0131') // [[0, 255], [305, 305]]
 */
export function parseUnicodeRange(range: string): [number, number][] {
  return range.split(',').map((item) => {
    const match = /^U\+([0-9a-f]{1,6})(?:-([0-9a-f]{1,6}))?$/i.exec(item.trim())
    if (!match?.[1]) throw new Error(`Unreadable unicode-range item "${item}"`)
    const start = Number.parseInt(match[1], 16)
    return [start, match[2] ? Number.parseInt(match[2], 16) : start]
  })
}
