import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { cardEmoji } from '../../../../src/adapters/server/creatorCard/cardEmoji'

describe('cardEmoji', () => {
  const dir = dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'))
  const dataUrl = async (file: string) =>
    `data:image/svg+xml;base64,${(await readFile(join(dir, `${file}.svg`))).toString('base64')}`

  test('behavior: an emoji is its Twemoji SVG as a data URL', async () => {
    expect(await cardEmoji()('🎨')).toBe(await dataUrl('1f3a8'))
  })

  test('parameters: U+FE0F is dropped from the file name, except inside a ZWJ sequence', async () => {
    const emoji = cardEmoji()
    expect(await emoji('❤️')).toBe(await dataUrl('2764'))
    expect(await emoji('🇫🇷')).toBe(await dataUrl('1f1eb-1f1f7'))
    expect(await emoji('👩🏽‍🎨')).toBe(await dataUrl('1f469-1f3fd-200d-1f3a8'))
    expect(await emoji('🏳️‍🌈')).toBe(await dataUrl('1f3f3-fe0f-200d-1f308'))
  })

  test('behavior: a grapheme Twemoji does not ship is null', async () => {
    const emoji = cardEmoji()
    expect(await emoji('A')).toBeNull()
    expect(await emoji('🫨\u200d🎨')).toBeNull()
  })
})
