/** What every devnet part logs through; tests pass a quiet one. */
export interface DevnetLogger {
  info(message: string, ...rest: unknown[]): void
  warn(message: string, ...rest: unknown[]): void
  error(message: string, ...rest: unknown[]): void
}

export type LogLevel = 'info' | 'warn' | 'error' | 'silent'

const ORDER: Record<LogLevel, number> = { info: 0, warn: 1, error: 2, silent: 3 }

/** A console logger that drops everything below `level`. */
export function createLogger(level: LogLevel = 'info', prefix = '[devnet]'): DevnetLogger {
  const on = (l: LogLevel) => ORDER[l] >= ORDER[level]
  return {
    info: (message, ...rest) => on('info') && console.log(prefix, message, ...rest),
    warn: (message, ...rest) => on('warn') && console.warn(prefix, message, ...rest),
    error: (message, ...rest) => on('error') && console.error(prefix, message, ...rest),
  }
}
