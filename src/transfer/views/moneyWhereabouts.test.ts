import { describe, expect, it } from 'vitest'
import { type RequestRecordBody, requestRecordSchema } from '../../api/schemas/requests'
import { statusResponseSchema } from '../../api/schemas/status'
import { FAIL_REASON_TEXT, REFUND_FAIL_REASON_TEXT } from './failReasonText'
import { moneyWhereabouts } from './moneyWhereabouts'
import { notFoundText } from './whereaboutsText'

const RECIPIENT = '0x00000000000000000000000000000000000000b0'
const SENDER = '0x00000000000000000000000000000000000000a0'
const eth = (chainId: number) => ({
  chainId,
  address: '0x0000000000000000000000000000000000000000',
  symbol: 'ETH',
  decimals: 18,
})
const recordBody: RequestRecordBody = {
  id: `0x${'1'.repeat(64)}`,
  status: 'success',
  user: SENDER,
  recipient: RECIPIENT,
  data: {
    inTxs: [],
    outTxs: [],
    // The public record's amounts (no `metadata` in /requests/v3).
    route: {
      quoted: {
        origin: { inputCurrency: { currency: eth(31337), amount: '500000000000000000', amountFormatted: '0.5' } },
        destination: { outputCurrency: { currency: eth(31338), amount: '499000000000000000' } },
      },
    },
  },
}
const record = requestRecordSchema.parse(recordBody)
const chainName = (id: number | undefined) => (id === 31337 ? 'Devnet A' : id === 31338 ? 'Devnet B' : 'a chain')
const status = (body: Record<string, unknown>) =>
  statusResponseSchema.parse({ originChainId: 31337, destinationChainId: 31338, ...body })
const at = (body: Record<string, unknown>, settled = true) =>
  moneyWhereabouts({ status: status(body), record, chainName, settled })

describe('moneyWhereabouts', () => {
  it('says how much arrived, where and for whom', () => {
    expect(at({ status: 'success', txHashes: ['0xf1'] })).toMatchObject({
      stage: 'arrived',
      tone: 'success',
      where: `0.499 ETH arrived on Devnet B at ${RECIPIENT}.`,
    })
  })

  it('follows the stages before the end in plain words', () => {
    expect(at({ status: 'waiting' }, false).stage).toBe('waiting')
    expect(at({ status: 'depositing' }, false).where).toContain('still in the wallet on Devnet A')
    expect(at({ status: 'pending' }, false)).toMatchObject({
      stage: 'deposit-seen',
      where: 'The deposit of 0.5 ETH arrived on Devnet A; the relayer is preparing the fill on Devnet B.',
    })
    expect(at({ status: 'submitted' }, false).stage).toBe('fill-sent')
    expect(at({ status: 'fallback' }, false).stage).toBe('retrying')
  })

  it('tells a deposit address what to send where while nothing has arrived', () => {
    const waiting = moneyWhereabouts({
      status: status({ status: 'waiting', depositAddress: { address: `0x${'d'.repeat(40)}` } }),
      chainName,
      settled: false,
    })
    expect(waiting.where).toBe(
      'Nothing has arrived at the deposit address yet. Send the amount on Devnet A to it (below).',
    )
  })

  it('says how much was refunded, on which chain, to which address, and why', () => {
    expect(at({ status: 'refund', failReason: 'SLIPPAGE', txHashes: ['0xr1'] })).toMatchObject({
      stage: 'refunded',
      where: `0.5 ETH was sent back on Devnet A to ${SENDER}.`,
      reason: FAIL_REASON_TEXT.SLIPPAGE,
    })
  })

  it('reads a failure as being checked until it is final, then gives the reason and the next step', () => {
    expect(at({ status: 'failure', failReason: 'SLIPPAGE' }, false).stage).toBe('checking')
    const failed = at({ status: 'failure', failReason: 'SLIPPAGE' })
    expect(failed).toMatchObject({ stage: 'failed', tone: 'error', reason: FAIL_REASON_TEXT.SLIPPAGE })
    expect(failed.next).toContain('contact support')
  })

  it('says what to do when the refund itself failed, at once', () => {
    const failed = at(
      { status: 'failure', failReason: 'SLIPPAGE', refundFailReason: 'REFUND_RECIPIENT_IS_VASP' },
      false,
    )
    expect(failed.stage).toBe('refund-failed')
    expect(failed.where).toContain(REFUND_FAIL_REASON_TEXT.REFUND_RECIPIENT_IS_VASP)
    expect(failed.next).toContain('Contact support')
  })

  it('says so for an id the service does not know, and names a status word it does not know', () => {
    expect(at({ status: 'unknown' }, false)).toMatchObject({ stage: 'not-found', where: notFoundText() })
    expect(at({ status: 'received', inTxHashes: ['0x1'] }, false)).toMatchObject({ stage: 'unknown' })
    expect(at({ status: 'received' }, false).where).toContain('“received”')
  })
})
