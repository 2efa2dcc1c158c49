import { parse } from 'csv-parse/sync'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { csvCell, csvRecord } from '../../../src/domain/support/csvCell'

const FORMULA_START = ['=', '+', '-', '@', '\t', '\r']

/** Text as a spreadsheet would meet it: formula characters, quotes, separators and line breaks likely anywhere. */
const cellText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...FORMULA_START, '"', ',', '\n', "'", ' ', ';'),
    fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }),
  ),
  maxLength: 40,
})

/** What csv-parse, a strict RFC 4180 reader, reads back from one record. */
function readBack(record: string): string[] {
  const rows = parse(record, { relax_column_count: false, record_delimiter: '\r\n' }) as string[][]
  expect(rows).toHaveLength(1)
  return rows[0] as string[]
}

describe('csvCell', () => {
  test('behavior: any text reads back as itself, or as a quote and itself when it starts like a formula', () => {
    fc.assert(
      fc.property(cellText, (text) => {
        const [read] = readBack(`${csvCell(text)},end\r\n`)
        const startsLikeFormula = FORMULA_START.some((start) => text.startsWith(start))
        expect(read).toBe(startsLikeFormula ? `'${text}` : text)
      }),
    )
  })

  test('behavior: no cell a spreadsheet reads starts with a formula character', () => {
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1, maxLength: 6 }), (cells) => {
        const read = readBack(csvRecord(cells))
        expect(read).toHaveLength(cells.length)
        for (const cell of read) expect(FORMULA_START.some((start) => cell.startsWith(start))).toBe(false)
      }),
    )
  })

  test('default: plain text is written as it is; a comma, a quote or a line break is quoted', () => {
    expect(csvCell('Thanks')).toBe('Thanks')
    expect(csvCell('')).toBe('')
    expect(csvCell('Hi, "you"')).toBe('"Hi, ""you"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('شكرا لك')).toBe('شكرا لك')
  })

  test('behavior: a formula, a sign, an at and a leading tab or carriage return are kept from running', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"')
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('\r=1')).toBe('"\'\r=1"')
    expect(csvCell('a=1')).toBe('a=1')
  })
})
