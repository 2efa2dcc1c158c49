/**
 * What a spreadsheet may take for a formula when a cell starts with it (product rules: "Creators API": the export):
 * `=`, `+`, `-`, `@`, a tab or a carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/
/** RFC 4180: a field holding a quote, a comma or a line break is quoted. */
const NEEDS_QUOTES = /[",\r\n]/

/**
 * One CSV field (RFC 4180) that no spreadsheet runs: text starting with a formula character gets a leading `'`
 * (Excel, LibreOffice and Google Sheets show the text, not a result), then a field holding a quote, a comma or a line
 * break is quoted, its quotes doubled. Any text reads back as itself, or as `'` and itself when it started so.
 * @example csvCell('=1+1') // "'=1+1"
 * @example csvCell('Hi, "you"') // '"Hi, ""you"""'
 */
export function csvCell(text: string): string {
  const inert = FORMULA_START.test(text) ? `'${text}` : text
  return NEEDS_QUOTES.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert
}

/** One CSV record: its fields (csvCell) joined by commas, ended by CRLF as RFC 4180 writes it. */
export function csvRecord(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}
