import { messages as de } from 'virtual:ferry-messages/de'
import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import type { QuoteResponse, Step } from '../../api/schemas/quote'
import { stepLabel } from '../views/stepLabel'
import { planTransfer, viewOfStored } from './transferPlan'

const CHECK = '/intents/status?requestId=0xabc'
const step = (id: string, action: string): Step => ({
  id,
  action,
  description: '',
  kind: 'transaction',
  requestId: '0xabc',
  items: [
    {
      status: 'incomplete',
      data: { to: '0x00000000000000000000000000000000000000aa', data: '0x', value: 0n, chainId: 1 },
      check: { endpoint: CHECK, method: 'GET' },
    },
  ],
})
const quote: QuoteResponse = {
  steps: [step('approve', 'Confirm'), step('deposit', 'Confirm'), step('rebalance', 'Move the funds')],
  fees: {},
  details: {},
}

afterEach(() => {
  i18n.activate('en')
})

describe('the steps of a transfer under way', () => {
  it('are named in the language active when they are shown, not the one the transfer started in', () => {
    const plan = planTransfer(quote, '1 USDC → 1 USDC')
    expect(plan.steps.map(stepLabel)).toEqual(['Approve the token', 'Deposit', 'Move the funds'])
    // The language changes while the wallet is open (the demo's menu, a host's update): the same plan, new words.
    i18n.load('de', de)
    i18n.activate('de')
    expect(plan.steps.map(stepLabel)).toEqual(['Token genehmigen', 'Einzahlen', 'Move the funds'])
    // No words of the first language are kept in what the session holds.
    expect(JSON.stringify(plan, (_, v) => (typeof v === 'bigint' ? String(v) : v))).not.toContain('Approve the token')
  })

  it('a transfer remembered by its step ids alone reads them in the active language too', () => {
    const view = viewOfStored({
      requestId: '0xabc',
      checkEndpoint: CHECK,
      createdAt: 0,
      originChainId: 1,
      destinationChainId: 2,
      summary: '1 USDC → 1 USDC',
      transactions: [
        { chainId: 1, hash: `0x${'1'.repeat(64)}`, stepId: 'approve' },
        { chainId: 1, hash: `0x${'2'.repeat(64)}`, stepId: 'deposit' },
        { chainId: 1, hash: `0x${'3'.repeat(64)}`, stepId: 'rebalance' },
      ],
    })
    expect(view.steps.map(stepLabel)).toEqual(['Approve the token', 'Deposit', 'Rebalance'])
    i18n.load('de', de)
    i18n.activate('de')
    expect(view.steps.map(stepLabel)).toEqual(['Token genehmigen', 'Einzahlen', 'Rebalance'])
  })
})
