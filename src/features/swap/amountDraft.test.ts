import { describe, expect, it } from 'vitest'
import { draftFromFirstPaint, typedAmounts, typedIntoDraft } from './amountDraft'

describe('typedAmounts', () => {
  it('hands over what was typed in the skeleton', () => {
    expect(typedAmounts({ payText: '0.02', receiveText: '', edited: 'pay', typed: true })).toEqual({
      payText: '0.02',
      receiveText: '',
      edited: 'pay',
    })
    expect(typedAmounts({ payText: '', receiveText: '5', edited: 'receive', typed: true })).toMatchObject({
      receiveText: '5',
      edited: 'receive',
    })
  })

  it('hands over nothing when nothing was typed, so the configured amount stands', () => {
    // The skeleton starts from the URL's amount; a host's init may set another before the form arrives.
    expect(typedAmounts({ payText: '0.01', receiveText: '', edited: 'pay' })).toBeUndefined()
    expect(typedAmounts(undefined)).toBeUndefined()
  })
})

describe('typedIntoDraft', () => {
  it('keeps what was typed in "You receive" when "You pay" is typed after it', () => {
    const draft = typedIntoDraft({ payText: '', receiveText: '5', edited: 'receive', typed: true }, 'pay', '1')
    expect(draft).toEqual({ payText: '1', receiveText: '5', edited: 'pay', typed: true })
  })

  it('drops a "You receive" nobody typed (an early price) when "You pay" changes', () => {
    const draft = typedIntoDraft({ payText: '0.1', receiveText: '0.0997', edited: 'pay' }, 'pay', '0.2')
    expect(draft).toEqual({ payText: '0.2', receiveText: '', edited: 'pay', typed: true })
    expect(typedIntoDraft(draft, 'receive', '3')).toEqual({
      payText: '0.2',
      receiveText: '3',
      edited: 'receive',
      typed: true,
    })
  })
})

describe('draftFromFirstPaint', () => {
  it('counts as typed what differs from the page\'s first amount, or a "You receive" that holds something', () => {
    const taken = { payText: '0.1', receiveText: '', edited: 'pay', focus: undefined } as const
    expect(draftFromFirstPaint(taken, '0.1').typed).toBe(false)
    expect(draftFromFirstPaint(taken, '').typed).toBe(true)
    expect(draftFromFirstPaint({ ...taken, payText: '', receiveText: '2', edited: 'receive' }, '').typed).toBe(true)
    expect(draftFromFirstPaint({ ...taken, payText: '' }, '')).toEqual({ ...taken, payText: '', typed: false })
  })
})
