import { describe, expect, it } from 'vitest'
import type { RequestRecord } from '../../api/schemas/requests'
import { applyStatusEvent } from './applyStatusEvent'

const record = (id: string, status: RequestRecord['status']): RequestRecord =>
  ({ id, status, user: '0x1', recipient: '0x1', data: { inTxs: [], outTxs: [], failReason: 'N/A' } }) as RequestRecord
const pages = {
  pageParams: [undefined, 'c1'],
  pages: [{ requests: [record('0xA', 'pending')], continuation: 'c1' }, { requests: [record('0xb', 'success')] }],
}

describe('applyStatusEvent', () => {
  it('updates the matching row on any page, ids compared without case', () => {
    const { data, found } = applyStatusEvent(pages, { requestId: '0xa', status: 'refund', failReason: 'SLIPPAGE' })
    expect(found).toBe(true)
    expect(data!.pages[0]!.requests[0]).toMatchObject({ status: 'refund', data: { failReason: 'SLIPPAGE' } })
    expect(pages.pages[0]!.requests[0]!.status).toBe('pending')
  })
  it('says when no row matches, leaving the data as it was', () => {
    const result = applyStatusEvent(pages, { requestId: '0xnew', status: 'waiting' })
    expect(result).toEqual({ data: pages, found: false })
    expect(applyStatusEvent(undefined, { requestId: '0xa', status: 'success' }).found).toBe(false)
  })
})
