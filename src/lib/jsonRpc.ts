let nextId = 1

/** A JSON-RPC request function over HTTP for one node URL; errors carry the node's message. */
export function jsonRpc(url: string) {
  return async (args: { method: string; params: unknown[] }): Promise<unknown> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method: args.method, params: args.params }),
    })
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`)
    const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
    if (body.error) throw new Error(body.error.message ?? `${args.method} failed`)
    return body.result
  }
}
