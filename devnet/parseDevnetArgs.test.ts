import { describe, expect, it } from 'vitest'
import { parseDevnetArgs } from './parseDevnetArgs'

describe('parseDevnetArgs', () => {
  it('reads every flag, in both spellings', () => {
    expect(
      parseDevnetArgs([
        '--data-dir',
        'x',
        '--fresh',
        '--port=9000',
        '--chain-port',
        '9545',
        '--host',
        '0.0.0.0',
        '--quiet',
        '--catalogue-chains',
        '40',
        '--catalogue-tokens=5000',
      ]),
    ).toEqual({
      options: {
        dataDir: 'x',
        fresh: true,
        port: 9000,
        chainPort: 9545,
        host: '0.0.0.0',
        quiet: true,
        catalogue: { chains: 40, tokens: 5000 },
      },
    })
    expect(parseDevnetArgs([])).toEqual({ options: {} })
  })

  it('answers help', () => {
    expect(parseDevnetArgs(['--help'])).toEqual({ help: expect.stringContaining('--chain-port') })
  })

  it('refuses unknown flags, missing values and bad ports', () => {
    expect(() => parseDevnetArgs(['--nope'])).toThrow(/unknown option --nope/)
    expect(() => parseDevnetArgs(['--port'])).toThrow(/--port needs a value/)
    expect(() => parseDevnetArgs(['--port', 'abc'])).toThrow(/port number/)
    expect(() => parseDevnetArgs(['--chain-port', '70000'])).toThrow(/port number/)
    expect(() => parseDevnetArgs(['--catalogue-tokens', '-1'])).toThrow(/whole number/)
    expect(() => parseDevnetArgs(['--catalogue-chains', '1.5'])).toThrow(/whole number/)
  })
})
