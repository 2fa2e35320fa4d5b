import encodeQR from 'qr'
import { useMemo } from 'react'

/**
 * A QR code of `text` drawn as one SVG path (no image URL, so any CSP allows
 * it), with a quiet zone. Its module pulls in the encoder: import it lazily.
 */
export function QrCode(props: { text: string; label: string; size?: number; className?: string }) {
  const { path, cells } = useMemo(() => {
    const matrix = encodeQR(props.text, 'raw', { ecc: 'medium' })
    let d = ''
    for (const [y, row] of matrix.entries()) {
      for (const [x, dark] of row.entries()) if (dark) d += `M${x + 4} ${y + 4}h1v1h-1z`
    }
    return { path: d, cells: matrix.length + 8 }
  }, [props.text])
  return (
    <svg
      role="img"
      aria-label={props.label}
      data-testid="deposit-qr"
      viewBox={`0 0 ${cells} ${cells}`}
      width={props.size ?? 176}
      height={props.size ?? 176}
      shapeRendering="crispEdges"
      className={`rounded-lg bg-white ${props.className ?? ''}`}
    >
      <rect width={cells} height={cells} fill="#fff" />
      <path d={path} fill="#0f172a" />
    </svg>
  )
}
