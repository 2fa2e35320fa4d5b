import type { ServiceErrorCode } from './schemas/errorBody'

/**
 * The site server's `errorCode` for a path that needs the network's API key
 * when it has none (the request listing behind the activity page). Its
 * `message` says which setting to configure, so the widget shows it as it is.
 */
export const API_KEY_REQUIRED = 'API_KEY_REQUIRED' satisfies ServiceErrorCode
