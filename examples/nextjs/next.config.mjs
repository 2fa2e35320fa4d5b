/**
 * FERRY_BASE_PATH and FERRY_EXPORT are for the test, which serves a static export under a path; an app of yours
 * needs neither.
 */
export default {
  basePath: process.env.FERRY_BASE_PATH || undefined,
  output: process.env.FERRY_EXPORT ? 'export' : undefined,
}
