import type { QuoteResponseBody } from '../../../src/api/schemas'

/**
 * The devnet's order, `protocol.v2.orderData` of its quotes. The public
 * description types `orderData` as `unknown`, so this shape is the devnet's
 * own (the widget reads only the refund deadline of it).
 */
export type OrderData = {
  version: string
  solverChainId: string
  solver: string
  salt: string
  inputs: {
    payment: { chainId: string; currency: string; amount: string; weight: string }
    refunds: {
      chainId: string
      recipient: string
      currency: string
      minimumAmount: string
      deadline: number
      extraData: string
    }[]
  }[]
  output: {
    chainId: string
    payments: { recipient: string; currency: string; minimumAmount: string; expectedAmount: string }[]
    calls: string[]
    deadline: number
    extraData: string
  }
  fees: unknown[]
}

/** `protocol.v2.paymentDetails`: where and what the deposit pays. */
export type PaymentDetails = {
  chainId: string
  depository: string
  currency: string
  amount: string
}

/** A quote as the devnet writes and stores it: the wire shape, with its order in `protocol.v2`. */
export type DevnetQuote = QuoteResponseBody & {
  protocol: { v2: { orderId: string; orderData: OrderData; paymentDetails: PaymentDetails } }
}
