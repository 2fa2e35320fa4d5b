/** The start of every query key of one fee wallet's earnings, so that a claim can refresh them all at once. */
export function earningsQueryKey(args: { baseUrl: string; wallet: string }) {
  return ['app-fees', args.baseUrl, args.wallet.toLowerCase()] as const
}
