/**
 * The files whose strings a person reads: the widget, the demo site and the embed. Left out: tests, the host-page
 * script (ferry-embed.js speaks to the integrator's console), and the i18n folder itself (language names are
 * written in their own language on purpose).
 */
export function isChecked(file: string): boolean {
  return (
    /^src\/.*\.tsx?$/.test(file) &&
    !/\.(test|devnet\.test)\.tsx?$/.test(file) &&
    !file.endsWith('.d.ts') &&
    !file.startsWith('src/embed-host/') &&
    !file.startsWith('src/i18n/')
  )
}
