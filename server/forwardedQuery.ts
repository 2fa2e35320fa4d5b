/**
 * The query the proxy sends upstream: only the `allowed` parameter names
 * (matched after decoding, exactly), the first occurrence of each, in the
 * browser's order. Re-encoded from the decoded values, so no spelling trick
 * (a `;` separator, a doubly encoded `&`) reaches the service as a second parameter.
 */
export function forwardedQuery(search: string, allowed: readonly string[]): URLSearchParams {
  const forwarded = new URLSearchParams()
  for (const [name, value] of new URLSearchParams(search)) {
    // The spec gives every parameter one value (lists are comma-separated): a repeat is pollution, not a list.
    if (allowed.includes(name) && !forwarded.has(name)) forwarded.append(name, value)
  }
  return forwarded
}
