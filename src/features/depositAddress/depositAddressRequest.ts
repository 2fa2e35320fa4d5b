import { t } from '@lingui/core/macro'
import type { QuoteRequest } from '../../api/schemas/quote'
import type { Token } from '../../config/token'
import { findToken } from '../../config/token'
import { checkAddress } from '../../lib/addresses'
import { parseAmount } from '../../lib/amounts'
import { isSolanaAddress } from '../../lib/isSolanaAddress'
import type { AppFeeSetting } from '../../transfer/fees/appFeePolicy'
import { appFeeRequest } from '../../transfer/fees/appFeeRequest'
import { type SwapSourceChoice, swapSourceBody } from '../../transfer/quote/swapSourceBody'
import type { RecipientCheck } from '../../transfer/recipient/useRecipient'
import type { TransferRoute } from '../../transfer/session/transferRoute'

/** The form of a transfer paid from an exchange or any wallet: no wallet connected in the page. */
export type DepositAddressForm = TransferRoute & {
  amountText: string
  recipient: string
  /** Tie the address to this exact amount (strict): needs a refund address. */
  exact: boolean
  refundTo: string
}

export type DepositAddressRequestResult =
  | { ok: true; request: QuoteRequest; originToken: Token; destinationToken: Token }
  | { ok: false; field: DepositAddressField; message: string; silent?: true }

/** The parts of the form a message can be about (`fee`: the site's, not yet known or above the cap). */
export type DepositAddressField = 'route' | 'amount' | 'recipient' | 'refundTo' | 'fee'

/**
 * The quote request for a deposit address (section 10.9), or the first thing the person must fix. The recipient is the
 * request's user: nobody's wallet is connected, and the funds are theirs. No address is asked before the site's fees
 * are known, nor with fees above the cap.
 */
export function depositAddressRequest(args: {
  form: DepositAddressForm
  tokens: readonly Token[]
  /** The recipient as checked for the destination (a name resolved, screening); else the typed text is read. */
  checkedRecipient?: RecipientCheck
  /** The site's fees, sent with the quote. */
  appFees?: AppFeeSetting
  /** The origin chain's VM, as the catalogue names it (`evm` when absent): a refund goes back there. */
  originVm?: string
  /** The page's swap sources (the embed's lists), sent with the quote as the swap form sends them. */
  swapSources?: SwapSourceChoice
}): DepositAddressRequestResult {
  const { form, tokens, checkedRecipient } = args
  const fees = appFeeRequest(args.appFees)
  if (!fees.ok) return { ...fees, field: 'fee' }
  const originToken = findToken(tokens, form.originChainId, form.originToken)
  const destinationToken = findToken(tokens, form.destinationChainId, form.destinationToken)
  if (!originToken || !destinationToken)
    return {
      ok: false,
      field: 'route',
      message: t({ id: 'depositAddress.request.pickTokens', message: 'Pick a token on each chain.' }),
    }
  if (form.originChainId === form.destinationChainId && originToken.address === destinationToken.address)
    return {
      ok: false,
      field: 'route',
      message: t({ id: 'depositAddress.request.sameRoute', message: 'Pick a different chain or token to receive.' }),
    }
  const amount = parseAmount(form.amountText, originToken.decimals)
  if (!amount.ok) return { ok: false, field: 'amount', message: amount.message }
  if (amount.value === 0n)
    return {
      ok: false,
      field: 'amount',
      message: t({ id: 'depositAddress.request.amountZero', message: 'Enter an amount above zero' }),
    }
  const recipient = checkedRecipient ?? checkAddress(form.recipient)
  if (!recipient.ok) return { ok: false, field: 'recipient', message: recipient.message }
  let refundTo: string | undefined
  if (form.exact) {
    const refund = args.originVm === 'svm' ? checkSolanaRefund(form.refundTo) : checkAddress(form.refundTo)
    if (!refund.ok)
      return {
        ok: false,
        field: 'refundTo',
        message:
          form.refundTo.trim() === ''
            ? t({
                id: 'depositAddress.request.refundMissing',
                message: 'An exact amount needs a refund address: a wrong amount is sent back there.',
              })
            : refund.message,
      }
    refundTo = refund.address
  }
  return {
    ok: true,
    originToken,
    destinationToken,
    request: {
      user: recipient.address,
      recipient: recipient.address,
      originChainId: form.originChainId,
      destinationChainId: form.destinationChainId,
      originCurrency: originToken.address,
      destinationCurrency: destinationToken.address,
      amount: amount.value.toString(),
      tradeType: 'EXACT_INPUT',
      useDepositAddress: true,
      ...(form.exact ? { strict: true, refundTo } : {}),
      ...swapSourceBody(args.swapSources),
      ...fees.body,
    },
  }
}

/** A refund address on Solana: a base58 public key, kept exactly as typed (base58 is case-sensitive). */
function checkSolanaRefund(text: string): { ok: true; address: string } | { ok: false; message: string } {
  const address = text.trim()
  return isSolanaAddress(address)
    ? { ok: true, address }
    : {
        ok: false,
        message: t({
          id: 'depositAddress.request.refundNotSolana',
          message: 'The refund goes back on Solana: paste a Solana address (a base58 public key).',
        }),
      }
}
