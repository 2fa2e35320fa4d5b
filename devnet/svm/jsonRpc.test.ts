import { describe, expect, it } from 'vitest'
import { JSON_RPC_ERRORS, parseJsonRpc, stringifyJsonRpc } from './jsonRpc'

describe('parseJsonRpc', () => {
  it('reads one call and a batch', () => {
    expect(parseJsonRpc('{"jsonrpc":"2.0","id":1,"method":"getSlot"}')).toEqual({
      batch: false,
      entries: [{ call: { id: 1, method: 'getSlot', params: [] } }],
    })
    const batch = parseJsonRpc('[{"jsonrpc":"2.0","id":"a","method":"getBalance","params":["x"]},{"id":2}]')
    expect(batch).toEqual({
      batch: true,
      entries: [
        { call: { id: 'a', method: 'getBalance', params: ['x'] } },
        { id: 2, error: { code: JSON_RPC_ERRORS.invalidRequest, message: 'Invalid request' } },
      ],
    })
  })

  it('answers a body that is not JSON, an empty batch and object params with their errors', () => {
    expect(parseJsonRpc('{')).toEqual({ error: { code: -32700, message: 'Parse error' } })
    expect(parseJsonRpc('[]')).toEqual({ error: { code: -32600, message: 'Invalid request' } })
    const objectParams = parseJsonRpc('{"jsonrpc":"2.0","id":3,"method":"getSlot","params":{}}')
    expect(objectParams).toMatchObject({ entries: [{ id: 3, error: { code: -32602 } }] })
    expect(parseJsonRpc('"text"')).toMatchObject({ entries: [{ id: null, error: { code: -32600 } }] })
  })
})

describe('stringifyJsonRpc', () => {
  it('writes bigints as plain JSON numbers, exactly', () => {
    expect(stringifyJsonRpc({ lamports: 18_446_744_073_709_551_615n, text: 'a"b' })).toBe(
      '{"lamports":18446744073709551615,"text":"a\\"b"}',
    )
  })
})
