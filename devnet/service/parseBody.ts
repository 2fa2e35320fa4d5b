import type { Context } from 'hono'
import type { z } from 'zod'
import { ServiceError } from './ServiceError'

/** The JSON body of an admin request, validated; a 400 INVALID_INPUT naming the fields otherwise. An empty body is `{}`. */
export async function parseBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const text = await c.req.text()
  let body: unknown = {}
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text) as unknown
    } catch {
      throw new ServiceError(400, 'INVALID_INPUT', 'The request body must be JSON')
    }
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
    throw new ServiceError(
      400,
      'INVALID_INPUT',
      `Invalid body: ${issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ')}`,
      { issues },
    )
  }
  return parsed.data
}
