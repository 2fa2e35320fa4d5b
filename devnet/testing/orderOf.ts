import type { Hex } from 'viem'
import type { QuoteResponse } from '../../src/api/schemas'
import type { OrderData } from '../service/quote/devnetQuote'

/**
 * The request id of a devnet quote (`protocol.v2.orderId`). The widget's
 * parser makes `protocol` optional, as the public description does; the
 * devnet always writes it, so a quote without it fails the test here.
 */
export function orderIdOf(quote: QuoteResponse): Hex {
  const id = quote.protocol?.v2?.orderId
  if (!id) throw new Error('the devnet quote has no protocol.v2.orderId')
  return id as Hex
}

/** The devnet's order of a quote (`protocol.v2.orderData`, typed `unknown` by the public description). */
export function orderDataOf(quote: QuoteResponse): OrderData {
  const data = quote.protocol?.v2?.orderData
  if (!data) throw new Error('the devnet quote has no protocol.v2.orderData')
  return data as unknown as OrderData
}
