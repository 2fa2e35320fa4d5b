import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { baseSepolia, sepolia } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { quietly } from '../../api/description/conformanceChecks'
import type { DescribedResponse, Element } from '../../api/description/describedTypes'
import { recordOfV2 } from '../../api/getRequestRecord'
import { type RequestsResponse, requestRecordSchema, requestsResponseSchema } from '../../api/schemas/requests'
import { supersededBy } from '../../transfer/views/supersededBy'
import { RequestLinkContext } from '../../ui/RequestLinkContext'
import { RequestList } from './RequestList'

/**
 * Issue 41, superseded requests: `supersededByRequestId` where the public description has it (beside `data` in
 * `/requests/v3`, inside `data` in `/requests/v2`), read as the request to follow on to.
 */
type V3 = Element<NonNullable<DescribedResponse<'/requests/v3', 'get'>['requests']>>
type V2 = Element<NonNullable<DescribedResponse<'/requests/v2', 'get'>['requests']>>
const FIRST = `0x${'1'.repeat(64)}`
const SUCCESSOR = `0x${'2'.repeat(64)}`
const depositAddress = {
  address: '0x00000000000000000000000000000000000000dd',
  type: 'open',
  depositor: null,
  depositTxHash: null,
  recoveryAddress: null,
} satisfies V3['depositAddress']
const v3 = (id: string, status: V3['status'], successor: string | null): V3 => ({
  id,
  status,
  user: '0x00000000000000000000000000000000000000a0',
  recipient: '0x00000000000000000000000000000000000000b0',
  sender: null,
  refundTo: null,
  supersededByRequestId: successor,
  depositAddress,
  data: { inTxs: [], outTxs: [] },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:01:00.000Z',
})

describe('superseded requests', () => {
  it('reads the successor of a /requests/v3 record, beside its data', () => {
    const page = quietly(() => requestsResponseSchema.parse({ requests: [v3(FIRST, 'waiting', SUCCESSOR)] }))
    expect(supersededBy(page.requests[0])).toBe(SUCCESSOR)
  })

  it('reads it inside data in a /requests/v2 record', () => {
    const record: V2 = {
      id: FIRST,
      status: 'waiting',
      user: '0x00000000000000000000000000000000000000a0',
      recipient: '0x00000000000000000000000000000000000000b0',
      data: { supersededByRequestId: SUCCESSOR, inTxs: [], outTxs: [] },
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:01:00.000Z',
    }
    expect(supersededBy(requestRecordSchema.parse(recordOfV2(record)))).toBe(SUCCESSOR)
  })

  it('follows nothing for null, a value that is no request id, or the record itself', () => {
    for (const value of [null, '', 'soon', `${SUCCESSOR}00`, FIRST, FIRST.toUpperCase().replace('0X', '0x')])
      expect(supersededBy({ id: FIRST, supersededByRequestId: value })).toBeUndefined()
    expect(supersededBy(undefined)).toBeUndefined()
  })

  it('Activity says it in words, links the successor and shows how the successor is doing', () => {
    const page: RequestsResponse = quietly(() =>
      requestsResponseSchema.parse({ requests: [v3(SUCCESSOR, 'success', null), v3(FIRST, 'waiting', SUCCESSOR)] }),
    )
    const query = {
      data: { pages: [page], pageParams: [undefined] },
      error: null,
      isPending: false,
      hasNextPage: false,
      isFetchingNextPage: false,
    } as unknown as UseInfiniteQueryResult<InfiniteData<RequestsResponse>, Error>
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <RequestLinkContext.Provider value={(id) => ({ href: `/request/${id}` })}>
          <RequestList query={query} chains={[sepolia, baseSepolia]} />
        </RequestLinkContext.Provider>
      </I18nProvider>,
    ).replace(/<!-- -->/g, '')
    const [successorRow, firstRow] = html.split('<li ').slice(1)
    expect(successorRow).not.toContain('superseded-notice')
    expect(firstRow).toContain('data-testid="superseded-notice"')
    expect(firstRow!.replace(/<[^>]+>/g, '')).toMatch(
      /This request was replaced by 0x2222.*2222 — following it: Completed\./,
    )
    expect(firstRow).toContain(`href="/request/${SUCCESSOR}"`)
    // The row's badge is the successor's: the money went on with it.
    expect(firstRow).toMatch(/data-testid="row-status"[^>]*>Completed</)
  })
})
