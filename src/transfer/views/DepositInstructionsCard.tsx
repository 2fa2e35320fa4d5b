import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { Chain } from 'viem'
import { formatAmount, toDecimalString } from '../../lib/amounts'
import { CopyButton } from '../../ui/CopyButton'
import { QrCode } from '../../ui/QrCode'
import { AppFeeLine } from '../fees/AppFeeLine'
import type { DepositInstructions } from './depositInstructions'

/**
 * What to send, where, from an exchange or any wallet: the deposit address as
 * text and QR code, the exact amount and token, the chain, a copy button for
 * each, and how long the quoted price holds. Shown until the funds are seen.
 */
export function DepositInstructionsCard(props: { deposit: DepositInstructions; chain: Chain | undefined }) {
  const { deposit } = props
  const { address, symbol, arrives, refundTo } = deposit
  const chainId = deposit.chainId
  const chainName = props.chain?.name ?? t({ id: 'transfer.deposit.unknownChain', message: `chain ${chainId}` })
  const exactAmount = toDecimalString(BigInt(deposit.amount), deposit.decimals)
  const amount = formatAmount(BigInt(deposit.amount), deposit.decimals, 8)
  const left = useSecondsLeft(deposit.expiresAt)
  return (
    <section
      aria-label={t({ id: 'transfer.deposit.label', message: 'Deposit address' })}
      data-testid="deposit-instructions"
      className="space-y-3 rounded-xl border border-teal-200 bg-teal-50/60 p-3 text-sm"
    >
      <p className="font-semibold text-slate-900">
        {deposit.strict ? (
          <Trans id="transfer.deposit.sendExactly">
            Send exactly{' '}
            <span data-testid="deposit-amount" dir="ltr">
              {amount} {symbol}
            </span>{' '}
            on {chainName} to this address
          </Trans>
        ) : (
          // Any amount is accepted: the quoted amount is what the price below is for, not a condition.
          <Trans id="transfer.deposit.sendQuoted">
            Send{' '}
            <span data-testid="deposit-amount" dir="ltr">
              {amount} {symbol}
            </span>{' '}
            on {chainName} to this address
          </Trans>
        )}
      </p>
      {arrives && <Arrives text={arrives.text} usd={arrives.usd} />}
      <AppFeeLine note={deposit.appFee} className="text-slate-700" />
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <QrCode
          className="shrink-0"
          text={address}
          label={t({ id: 'transfer.deposit.qrLabel', message: `QR code of the deposit address ${address}` })}
        />
        <div className="min-w-0 space-y-2">
          <p className="break-all font-mono text-xs text-slate-900" data-testid="deposit-address" dir="ltr">
            {address}
          </p>
          <div className="flex flex-wrap gap-2">
            <CopyButton
              text={address}
              label={t({ id: 'transfer.deposit.copyAddress', message: 'Copy address' })}
              small
            />
            <CopyButton
              text={exactAmount}
              label={t({ id: 'transfer.deposit.copyAmount', message: 'Copy amount' })}
              small
            />
          </div>
          <ul className="list-disc space-y-1 ps-4 text-xs text-slate-700">
            <li>
              {refundTo
                ? t({
                    id: 'transfer.deposit.onlyTokenRefundAddress',
                    message: `Only ${symbol} on ${chainName}. Another token, or another chain, is sent back to your refund address.`,
                  })
                : t({
                    id: 'transfer.deposit.onlyTokenSender',
                    message: `Only ${symbol} on ${chainName}. Another token, or another chain, is sent back to the sender.`,
                  })}
            </li>
            {deposit.strict ? (
              <li>
                <StrictNote refundTo={refundTo} />
              </li>
            ) : (
              <li>
                {t({
                  id: 'transfer.deposit.otherAmount',
                  message: `The price above is for ${amount} ${symbol}. Another amount is accepted too, and converted at the price when it arrives.`,
                })}
              </li>
            )}
            {left !== undefined && <li data-testid="deposit-expiry">{expiryText(left)}</li>}
          </ul>
        </div>
      </div>
      <p role="status" className="text-xs text-slate-600">
        {t({
          id: 'transfer.deposit.watching',
          message:
            'Watching the address… you can close this page: the transfer goes on, and it is here when you come back.',
        })}
      </p>
    </section>
  )
}

/** What the recipient gets for the amount, as quoted. */
function Arrives(props: { text: string; usd: string | undefined }) {
  const { text, usd } = props
  return (
    <p className="text-slate-700" data-testid="deposit-arrives">
      {usd ? (
        <Trans id="transfer.deposit.arrivesWithUsd">
          The recipient gets about <strong dir="ltr">{text}</strong>
          <span className="text-slate-500"> ({usd})</span>.
        </Trans>
      ) : (
        <Trans id="transfer.deposit.arrives">
          The recipient gets about <strong dir="ltr">{text}</strong>.
        </Trans>
      )}
    </p>
  )
}

/** A deposit address tied to this amount: what becomes of less, or of more. */
function StrictNote(props: { refundTo: string | undefined }) {
  if (!props.refundTo)
    return t({
      id: 'transfer.deposit.strict',
      message: 'This address is for this amount: less is refunded, more is filled and the excess refunded.',
    })
  const refundTo = shortAddress(props.refundTo)
  return (
    <Trans id="transfer.deposit.strictRefundTo">
      This address is for this amount: less is refunded, more is filled and the excess refunded to <bdi>{refundTo}</bdi>
      .
    </Trans>
  )
}

function expiryText(left: number): string {
  if (left <= 0)
    return t({
      id: 'transfer.deposit.expired',
      message: 'The quoted price has run out: what arrives now is priced when it arrives, or refunded.',
    })
  const minutes = Math.floor(left / 60)
  const seconds = minutes > 0 ? String(left % 60).padStart(2, '0') : String(left)
  const time =
    minutes > 0
      ? t({ id: 'transfer.deposit.countdownMinutes', message: `${minutes} min ${seconds} s` })
      : t({ id: 'transfer.deposit.countdownSeconds', message: `${seconds} s` })
  return t({ id: 'transfer.deposit.expiresIn', message: `The quoted price holds for ${time}.` })
}

/** The countdown counts seconds, so it is redrawn once a second. */
const COUNTDOWN_TICK_MS = 1000

function useSecondsLeft(until: number | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (until === undefined) return
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS)
    return () => clearInterval(timer)
  }, [until])
  return until === undefined ? undefined : Math.max(0, Math.round((until - now) / 1000))
}

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
