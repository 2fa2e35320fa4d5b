import { describe, expect, it } from 'vitest'
import { typedAmounts } from './swapPanelOptions'

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
