/** A QR symbol as the renderer needs it. */
export type QrMatrix = { size: number; isDark(row: number, col: number): boolean }

/** Encodes `uri` with error correction M; the qrcode library is loaded on first use only. */
export async function loadQrMatrix(uri: string): Promise<QrMatrix> {
  const mod = await import('qrcode')
  const lib = (mod as unknown as { default?: typeof mod }).default ?? mod
  const { modules } = lib.create(uri, { errorCorrectionLevel: 'M' })
  return { size: modules.size, isDark: (row, col) => !!modules.get(row, col) }
}
