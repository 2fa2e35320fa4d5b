import { useEffect, useState } from 'react'
import type { Chain } from 'viem'
import { formatAmount, toDecimalString } from '../lib/amounts'
import { CopyButton } from '../ui/CopyButton'
import { QrCode } from '../ui/QrCode'
import { AppFeeLine } from './AppFeeLine'
import type { DepositInstructions } from './depositInstructions'

/**
 * What to send, where, from an exchange or any wallet: the deposit address as
 * text and QR code, the exact amount and token, the chain, a copy button for
 * each, and how long the quoted price holds. Shown until the funds are seen.
 */
export function DepositInstructionsCard(props: { deposit: DepositInstructions; chain: Chain | undefined }) {
  const { deposit } = props
  const chainName = props.chain?.name ?? `chain ${deposit.chainId}`
  const amount = toDecimalString(BigInt(deposit.amount), deposit.decimals)
  const left = useSecondsLeft(deposit.expiresAt)
  return (
    <section
      aria-label="Deposit address"
      data-testid="deposit-instructions"
      className="space-y-3 rounded-xl border border-teal-200 bg-teal-50/60 p-3 text-sm"
    >
      <p className="font-semibold text-slate-900">
        Send exactly{' '}
        <span data-testid="deposit-amount">
          {formatAmount(BigInt(deposit.amount), deposit.decimals, 8)} {deposit.symbol}
        </span>{' '}
        on {chainName} to this address
      </p>
      {deposit.arrives && (
        <p className="text-slate-700" data-testid="deposit-arrives">
          The recipient gets about <strong>{deposit.arrives.text}</strong>
          {deposit.arrives.usd && <span className="text-slate-500"> ({deposit.arrives.usd})</span>}.
        </p>
      )}
      <AppFeeLine note={deposit.appFee} className="text-slate-700" />
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <QrCode text={deposit.address} label={`QR code of the deposit address ${deposit.address}`} />
        <div className="min-w-0 space-y-2">
          <p className="break-all font-mono text-xs text-slate-900" data-testid="deposit-address">
            {deposit.address}
          </p>
          <div className="flex flex-wrap gap-2">
            <CopyButton text={deposit.address} label="Copy address" small />
            <CopyButton text={amount} label="Copy amount" small />
          </div>
          <ul className="list-disc space-y-1 pl-4 text-xs text-slate-700">
            <li>
              Only {deposit.symbol} on {chainName}. Another token, or another chain, is sent back
              {deposit.refundTo ? ' to your refund address' : ' to the sender'}.
            </li>
            {deposit.strict ? (
              <li>
                This address is for this amount: less is refunded, more is filled and the excess refunded
                {deposit.refundTo ? ` to ${shortAddress(deposit.refundTo)}` : ''}.
              </li>
            ) : (
              <li>Any amount is accepted and converted at the price when it arrives.</li>
            )}
            {left !== undefined && (
              <li data-testid="deposit-expiry">
                {left > 0
                  ? `The quoted price holds for ${formatLeft(left)}.`
                  : 'The quoted price has run out: what arrives now is priced when it arrives, or refunded.'}
              </li>
            )}
          </ul>
        </div>
      </div>
      <p role="status" className="text-xs text-slate-600">
        Watching the address… you can close this page: the transfer goes on, and it is here when you come back.
      </p>
    </section>
  )
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

function formatLeft(seconds: number): string {
  const m = Math.floor(seconds / 60)
  const s = seconds % 60
  return m > 0 ? `${m} min ${String(s).padStart(2, '0')} s` : `${s} s`
}

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
