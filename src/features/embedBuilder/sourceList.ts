/** The names typed, comma-separated, as the configuration lists them: trimmed, no empty ones, each once. */
export function sourceList(text: string): string[] | undefined {
  const names = [...new Set(text.split(',').map((name) => name.trim()))].filter(Boolean)
  return names.length ? names : undefined
}
