import { t } from '@lingui/core/macro'
import { useState } from 'react'

const PALETTE = ['#0f766e', '#7c3aed', '#c2410c', '#0369a1', '#be123c', '#4d7c0f']

/**
 * A token's (or chain's) logo from the service, or, when it has none or it
 * does not load, a round badge with its initials in a colour of its own.
 */
export function TokenLogo(props: { src: string | undefined; symbol: string; size?: number; alt?: string }) {
  const [failed, setFailed] = useState(false)
  const size = props.size ?? 28
  if (props.src && !failed)
    return (
      <img
        src={props.src}
        alt={props.alt ?? ''}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="shrink-0 rounded-full bg-slate-100"
        style={{ width: size, height: size }}
      />
    )
  const letters =
    props.symbol
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 2)
      .toUpperCase() || '?'
  const colour = PALETTE[[...props.symbol].reduce((n, c) => n + c.charCodeAt(0), 0) % PALETTE.length]
  // A literal white: the embed's dark theme turns Tailwind's white into a dark grey.
  const style = { width: size, height: size, background: colour, color: '#ffffff', fontSize: size * 0.38 }
  const className = 'inline-flex shrink-0 items-center justify-center rounded-full font-semibold'
  return props.alt ? (
    <span role="img" aria-label={props.alt} className={className} style={style}>
      {letters}
    </span>
  ) : (
    <span aria-hidden="true" className={className} style={style}>
      {letters}
    </span>
  )
}

/** A logo's text alternative: the token's symbol or the chain's name, "USDC logo". */
export const logoAlt = (name: string) => t({ id: 'ui.picker.logo', message: `${name} logo` })
