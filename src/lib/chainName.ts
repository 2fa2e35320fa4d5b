/** A chain's name for people, or its id when the catalogue does not know it. */
export function chainName(chains: readonly { id: number; name: string }[], id: number): string {
  return chains.find((c) => c.id === id)?.name ?? `Chain ${id}`
}
