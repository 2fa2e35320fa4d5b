/** Set by vite's `define` from package.json (vite.config.ts); absent where vite did not build the code (unit tests). */
declare const __FERRY_VERSION__: string | undefined

/** Ferry's version, as package.json says: named in the support details a person copies. */
export const FERRY_VERSION: string = typeof __FERRY_VERSION__ === 'string' ? __FERRY_VERSION__ : 'development'
