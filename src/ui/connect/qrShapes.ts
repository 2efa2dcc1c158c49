/** What the QR code SVG draws: three finder squares and round dots, leaving a clear square for the logo. */
export type QrShapes = {
  cell: number
  finders: readonly { x: number; y: number }[]
  dots: readonly { cx: number; cy: number }[]
  /** The logo size to draw: as asked, or smaller when the code is too small to leave it that much room. */
  logo: number
}

const MARGIN = 16

const FINDER = 7

/**
 * Lays out a QR matrix (size x size modules, `isDark(row, col)`) on a `pixels`-wide square. Modules under the
 * centred logo (`logoPixels` plus a margin) are left out: error correction M restores up to 15% of the code, so the
 * cleared square never exceeds a third of the side (1/9 of the area) and the logo shrinks to fit it if need be.
 */
export function qrShapes(
  size: number,
  isDark: (row: number, col: number) => boolean,
  pixels: number,
  logoPixels: number,
): QrShapes {
  const cell = pixels / size
  const clear = logoPixels > 0 ? Math.min(Math.ceil((logoPixels + MARGIN) / cell), Math.floor(size / 3)) : 0
  const clearFrom = Math.floor((size - clear) / 2)
  const clearTo = clearFrom + clear
  const inFinder = (r: number, c: number) =>
    (r < FINDER && c < FINDER) || (r < FINDER && c >= size - FINDER) || (r >= size - FINDER && c < FINDER)
  const inLogo = (r: number, c: number) => clear > 0 && r >= clearFrom && r < clearTo && c >= clearFrom && c < clearTo
  const dots: { cx: number; cy: number }[] = []
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (!isDark(r, c) || inFinder(r, c) || inLogo(r, c)) continue
      dots.push({ cx: (c + 0.5) * cell, cy: (r + 0.5) * cell })
    }
  }
  const far = (size - FINDER) * cell
  // The cleared square may sit off-centre by up to one module (odd/even sizes): keep the logo inside it.
  const logo = clear > 0 ? Math.max(0, Math.min(logoPixels, (clear - 1) * cell - 4)) : 0
  return {
    cell,
    finders: [
      { x: 0, y: 0 },
      { x: far, y: 0 },
      { x: 0, y: far },
    ],
    dots,
    logo,
  }
}
