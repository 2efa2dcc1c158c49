import { useEffect, useMemo, useState } from 'react'
import { loadQrMatrix, type QrMatrix } from './loadQrMatrix'
import { qrShapes } from './qrShapes'
import { connect } from '../i18n/en/connect'
import { useT } from '../i18n/useT'

export type QrCodeProps = {
  uri: string
  /** product rules: "QR code": default 200 px. */
  size?: number
  logoUrl?: string | undefined
  logoBackground?: string | undefined
  /** product rules: "QR code": default 50 px (72 normal, 60 compact on the connect step). */
  logoSize?: number
  label?: string
}

const PADDING = 16

/** A scannable QR code of `uri` with the wallet logo in the middle (SVG; the encoder is lazy-loaded). */
export function QrCode({ uri, size = 200, logoUrl, logoBackground, logoSize = 50, label }: QrCodeProps) {
  const t = useT(connect)
  const [matrix, setMatrix] = useState<{ uri: string; value: QrMatrix } | null>(null)
  useEffect(() => {
    let live = true
    loadQrMatrix(uri).then(
      (value) => live && setMatrix({ uri, value }),
      () => live && setMatrix(null),
    )
    return () => {
      live = false
    }
  }, [uri])
  const inner = size - PADDING * 2
  const shapes = useMemo(
    () =>
      matrix && matrix.uri === uri
        ? qrShapes(matrix.value.size, matrix.value.isDark, inner, logoUrl ? logoSize : 0)
        : null,
    [matrix, uri, inner, logoUrl, logoSize],
  )
  return (
    <div
      className="cs-qr"
      style={{ width: size, height: size }}
      role="img"
      aria-label={label ?? t('connect.qr.label')}
      data-uri={uri}
    >
      {shapes ? (
        <svg width={inner} height={inner} viewBox={`0 0 ${inner} ${inner}`} aria-hidden="true" focusable="false">
          {shapes.finders.map(({ x, y }) => (
            <g key={`${x}-${y}`} fill="none" stroke="currentColor">
              <rect
                x={x + shapes.cell / 2}
                y={y + shapes.cell / 2}
                width={shapes.cell * 6}
                height={shapes.cell * 6}
                rx={shapes.cell * 2}
                strokeWidth={shapes.cell}
              />
              <rect
                x={x + shapes.cell * 2}
                y={y + shapes.cell * 2}
                width={shapes.cell * 3}
                height={shapes.cell * 3}
                rx={shapes.cell}
                fill="currentColor"
                stroke="none"
              />
            </g>
          ))}
          {shapes.dots.map(({ cx, cy }) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={shapes.cell / 2.6} fill="currentColor" />
          ))}
        </svg>
      ) : (
        <div className="cs-qr-placeholder" />
      )}
      {logoUrl && shapes && shapes.logo > 0 && (
        <img
          className="cs-qr-logo"
          src={logoUrl}
          alt=""
          loading="lazy"
          width={shapes.logo}
          height={shapes.logo}
          style={{ background: logoBackground, width: shapes.logo, height: shapes.logo }}
        />
      )}
    </div>
  )
}
