import { useQuery } from '@tanstack/react-query'
import { queryRetry } from '../api/queryRetry'
import { loadNetwork } from '../config/loadNetwork'
import type { NetworkProfile } from '../config/networks'

/** Loads a network's chains and tokens (the devnet manifest on local); retried by hand from the error screen. */
export function useNetwork(profile: NetworkProfile) {
  return useQuery({
    queryKey: ['network', profile.id, profile.serviceUrl, profile.apiUrl],
    queryFn: ({ signal }) => loadNetwork(profile, signal),
    staleTime: Infinity,
    ...queryRetry({ retries: 1 }),
  })
}
