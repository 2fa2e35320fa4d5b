import { describe, expect, it } from 'vitest'
import { readWidgetUrl } from '../config/widgetUrl'
import { encodeConfigParam } from '../embed-host/configParam'
import { firstLookOf } from './embedFirstLook'

const lookOf = (search: string, defaultNetwork = 'mainnet') => {
  const read = readWidgetUrl(search)
  if (!read.ok) throw new Error(read.problem)
  return firstLookOf(read.value, defaultNetwork)
}

describe('firstLookOf', () => {
  it('reads the look and the form shape from the plain parameters and the config parameter', () => {
    const config = encodeConfigParam({ mode: 'swap', hide: ['poweredBy', 'slippage'], theme: { radius: 'large' } })
    expect(lookOf(`?config=${config}&theme=dark&accent=%23be185d&amount=0.5&network=local`)).toEqual({
      theme: { mode: 'dark', accent: '#be185d', radius: 'large', font: undefined },
      mode: 'swap',
      hide: ['poweredBy', 'slippage'],
      amount: '0.5',
      recipient: undefined,
      devnet: true,
    })
  })

  it('takes only what the schema would accept, and the defaults for the rest', () => {
    const config = encodeConfigParam({
      mode: 'teleport',
      hide: 'all',
      theme: { mode: 'neon', font: 'Comic"; }', radius: 3 },
      recipient: '0x123',
    })
    expect(lookOf(`?config=${config}&accent=red&amount=1e18`)).toEqual({
      theme: { mode: undefined, accent: undefined, radius: undefined, font: undefined },
      mode: 'bridge',
      hide: [],
      amount: '',
      recipient: undefined,
      devnet: false,
    })
  })

  it('starts a send when a recipient is given, and follows the build default network', () => {
    const recipient = '0x00000000000000000000000000000000000000aA'
    const look = lookOf(`?recipient=${recipient}`, 'local')
    expect(look.mode).toBe('send')
    expect(look.recipient).toBe(recipient)
    expect(look.devnet).toBe(true)
  })
})
