import { t } from '@lingui/core/macro'
import { useEffect, useId, useRef, useState } from 'react'
import type { Chain } from 'viem'
import type { AppFeeBalance } from '../../api/schemas/appFees'
import { formatAmount } from '../../lib/amounts'
import { chainName } from '../../lib/chainName'
import { amountWithSymbol, shortHex } from '../../lib/format'
import type { WalletState } from '../../transfer/wallet/walletContext'
import { Button } from '../../ui/Button'
import { ClaimProgress } from './ClaimProgress'
import { isClaimBusy } from './claimState'
import { PresetOrTypedChoice } from './PresetOrTypedChoice'
import { readClaimAmount } from './readClaimAmount'
import { readClaimRecipient } from './readClaimRecipient'
import { useClaim } from './useClaim'

/** The claim of one balance: all or an amount, to the fee wallet or another address; then its progress. */
export function ClaimPanel(props: {
  balance: AppFeeBalance
  baseUrl: string
  wallet: WalletState
  /** The fee wallet's address. */
  address: string
  chains: readonly Chain[]
  /** Whether the balance is still listed (a claim of all of it leaves nothing to claim again). */
  claimable: boolean
  onClose: () => void
}) {
  const { currency } = props.balance
  const chain = chainName(props.chains, currency.chainId)
  const balance = BigInt(props.balance.amount)
  const symbol = currency.symbol
  const balanceText = formatAmount(balance, currency.decimals)
  const balanceShown = amountWithSymbol(balanceText, symbol)
  const shortAddress = shortHex(props.address)
  const [all, setAll] = useState(true)
  const [amountText, setAmountText] = useState('')
  const [toSelf, setToSelf] = useState(true)
  const [otherText, setOtherText] = useState('')
  const [tried, setTried] = useState(false)
  const claim = useClaim({ baseUrl: props.baseUrl, wallet: props.wallet })
  const busy = isClaimBusy(claim.state)
  const amount = readClaimAmount({
    all,
    text: amountText,
    balance,
    decimals: currency.decimals,
    symbol: currency.symbol,
  })
  const recipient = readClaimRecipient({ toSelf, self: props.address, text: otherText, chainName: chain })
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  // Opened from a row's button: the claim is where the keyboard goes next.
  useEffect(() => heading.current?.focus(), [])

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (!amount.ok || !recipient.ok || busy) return
    void claim.start({
      chainId: currency.chainId,
      currency: currency.address,
      ...(amount.all ? {} : { amount: amount.value.toString() }),
      recipient: recipient.address,
    })
  }
  const finished = claim.state.kind === 'done' || claim.state.kind === 'sent'

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-slate-200 p-3"
      data-testid="claim-panel"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-slate-800 outline-none">
          {t({ id: 'earnings.claimOn', message: `Claim ${symbol} on ${chain}` })}
        </h3>
        <Button variant="small" onClick={props.onClose} disabled={busy}>
          {t({ id: 'earnings.claim.close', message: 'Close' })}
        </Button>
      </div>
      {finished ? (
        props.claimable && (
          <Button variant="secondary" onClick={claim.reset}>
            {t({ id: 'earnings.claim.again', message: 'Claim again' })}
          </Button>
        )
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3">
          <PresetOrTypedChoice
            legend={t({ id: 'earnings.claim.amount', message: 'Amount' })}
            disabled={busy}
            presetLabel={t({ id: 'earnings.claim.all', message: `All of it (${balanceShown})` })}
            typedLabel={t({ id: 'earnings.claim.someAmount', message: 'An amount' })}
            fieldLabel={t({ id: 'earnings.claim.amountField', message: `Amount of ${symbol} to claim` })}
            input={{ inputMode: 'decimal', placeholder: '0.0' }}
            preset={all}
            onPreset={setAll}
            text={amountText}
            onText={setAmountText}
            error={tried && !amount.ok ? amount.message : undefined}
          />
          <PresetOrTypedChoice
            legend={t({ id: 'earnings.claim.payTo', message: 'Pay to' })}
            disabled={busy}
            presetLabel={t({ id: 'earnings.claim.thisWallet', message: `This wallet (${shortAddress})` })}
            typedLabel={t({ id: 'earnings.claim.otherAddress', message: 'Another address' })}
            fieldLabel={t({ id: 'earnings.claim.addressField', message: 'Address to pay' })}
            input={{ mono: true, placeholder: '0x…' }}
            preset={toSelf}
            onPreset={setToSelf}
            text={otherText}
            onText={setOtherText}
            error={tried && !recipient.ok ? recipient.message : undefined}
          />
          <Button variant="primary" type="submit" disabled={busy}>
            {busy
              ? t({ id: 'earnings.claim.claiming', message: 'Claiming…' })
              : t({ id: 'earnings.claim.sign', message: 'Sign to claim' })}
          </Button>
        </form>
      )}
      <ClaimProgress state={claim.state} chain={props.chains.find((c) => c.id === currency.chainId)} />
    </section>
  )
}
