import { describe, expect, it } from 'vitest'
import { requestRecordSchema } from '../../api/schemas/requests'
import { statusResponseSchema } from '../../api/schemas/status'
import { supportDetails } from './supportDetails'

const ID = `0x${'1'.repeat(64)}`
const chainName = (id: number | undefined) => (id === 31337 ? 'Devnet A' : 'Devnet B')

describe('supportDetails', () => {
  it('names the request, network, chains, amounts, every transaction, status, reasons and the version', () => {
    const record = requestRecordSchema.parse({
      id: ID,
      status: 'refund',
      user: '0xa0',
      recipient: '0xb0',
      data: {
        failReason: 'SLIPPAGE',
        route: {
          actual: {
            origin: {
              inputCurrency: {
                currency: { chainId: 31337, address: '0x0', symbol: 'ETH', decimals: 18 },
                amount: '1',
                amountFormatted: '0.5',
              },
            },
            destination: {
              outputCurrency: {
                currency: { chainId: 31338, address: '0x0', symbol: 'ETH', decimals: 18 },
                amount: '1',
                amountFormatted: '0.49',
              },
            },
          },
        },
      },
    })
    const status = statusResponseSchema.parse({
      status: 'refund',
      originChainId: 31337,
      destinationChainId: 31338,
      inTxHashes: ['0xd1'],
      txHashes: ['0xr1'],
      failReason: 'SLIPPAGE',
      refundFailReason: 'N/A',
    })
    expect(
      supportDetails({
        requestId: ID,
        network: 'local',
        status,
        record,
        chainName,
        version: '0.1.0',
        pageUrl: `https://ferry.example/r/${ID}?network=local`,
      }),
    ).toBe(
      [
        `Ferry request: ${ID}`,
        'Network: local',
        'Status: refund',
        'From: Devnet A (31337)',
        'To: Devnet B (31338)',
        'Sent: 0.5 ETH',
        'Quoted to receive: 0.49 ETH',
        'Sender: 0xa0',
        'Recipient: 0xb0',
        'Deposit tx: 0xd1',
        'Refund tx: 0xr1',
        'Fail reason: SLIPPAGE',
        `Page: https://ferry.example/r/${ID}?network=local`,
        'Ferry version: 0.1.0',
      ].join('\n'),
    )
  })

  it('still gives the id, network and version before any answer, and a status word Ferry does not know as sent', () => {
    const before = supportDetails({ requestId: ID, network: 'mainnet', status: undefined, chainName, version: '1.2.3' })
    expect(before).toBe(
      [
        `Ferry request: ${ID}`,
        'Network: mainnet',
        'Status: not available',
        'From: unknown',
        'To: unknown',
        'Ferry version: 1.2.3',
      ].join('\n'),
    )
    const odd = supportDetails({
      requestId: ID,
      network: 'mainnet',
      status: statusResponseSchema.parse({ status: 'received', txHashes: ['0xf1'] }),
      chainName,
      version: '1.2.3',
    })
    expect(odd).toContain('Status: received')
    expect(odd).toContain('Fill tx: 0xf1')
  })
})
