import { darkTheme, lightTheme, type Theme } from '@rainbow-me/rainbowkit'

/** RainbowKit's look for Ferry; its secondary text (#858989) fails WCAG AA contrast on the light modal, a darker grey passes. */
export function rainbowTheme(args: { dark?: boolean; accent?: string } = {}): Theme {
  if (args.dark)
    return darkTheme({
      accentColor: args.accent ?? '#2dd4bf',
      accentColorForeground: '#0f172a',
      borderRadius: 'medium',
    })
  const base = lightTheme({ accentColor: args.accent ?? '#0f766e', borderRadius: 'medium' })
  return { ...base, colors: { ...base.colors, modalTextSecondary: '#52525b' } }
}
