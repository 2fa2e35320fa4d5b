import { describe, expect, it } from 'vitest'
import { siteAppFees } from './siteAppFees'

const shop = '0x00000000000000000000000000000000000005a0'
const host = '0x00000000000000000000000000000000000005b0'
const embed = { appFees: [{ recipient: host, bps: 100 }], siteName: 'Host page' }

describe('siteAppFees', () => {
  it('waits for the site server’s answer', () => {
    expect(siteAppFees({ site: undefined, networkId: 'local', embed })).toEqual({ status: 'pending' })
  })

  it('takes the server’s fees and name where it lists the network, even none: it replaces what a browser sends', () => {
    const site = {
      name: 'Ferry Shop',
      networks: { local: { appFees: [{ recipient: shop, bps: 50 }] }, mainnet: { appFees: [] } },
    }
    expect(siteAppFees({ site, networkId: 'local', embed })).toEqual({
      status: 'known',
      fees: [{ recipient: shop, bps: 50 }],
      siteName: 'Ferry Shop',
    })
    expect(siteAppFees({ site, networkId: 'mainnet', embed })).toEqual({
      status: 'known',
      fees: [],
      siteName: 'Ferry Shop',
    })
    // A nameless server's fee is not named by the host page either.
    expect(siteAppFees({ site: { ...site, name: null }, networkId: 'local', embed })).toEqual({
      status: 'known',
      fees: [{ recipient: shop, bps: 50 }],
      siteName: undefined,
    })
  })

  it('takes the embed’s options without a server, or on a network it does not list', () => {
    const known = { status: 'known', fees: embed.appFees, siteName: 'Host page' }
    expect(siteAppFees({ site: null, networkId: 'local', embed })).toEqual(known)
    expect(siteAppFees({ site: { name: 'Ferry Shop', networks: {} }, networkId: 'testnet', embed })).toEqual(known)
    expect(siteAppFees({ site: null, networkId: 'local' })).toEqual({ status: 'known', fees: [], siteName: undefined })
  })
})
