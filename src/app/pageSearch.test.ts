import { describe, expect, it } from 'vitest'
import { validateAppSearch } from './appSearch'
import {
  pageOwnQuery,
  parseSearch,
  readPageSearch,
  requestIdOfPath,
  requestPagePath,
  stringifySearch,
  viewOfPath,
} from './pageSearch'

describe('readPageSearch', () => {
  it('reads the page, the network and the pay tab', () => {
    expect(readPageSearch(parseSearch('?network=local&view=activity&term=0xabc'))).toEqual({
      view: 'activity',
      network: 'local',
    })
    expect(readPageSearch(parseSearch('?view=transfer&pay=address'))).toEqual({ view: 'transfer', pay: 'address' })
  })

  it('falls back on what means nothing here, without throwing', () => {
    expect(readPageSearch(parseSearch('?view=admin&network=moon&pay=cash'))).toEqual({ view: 'transfer' })
    expect(readPageSearch(parseSearch(''))).toEqual({ view: 'transfer' })
    expect(readPageSearch(parseSearch('?view&network=&%E0%A4%A=1'))).toEqual({ view: 'transfer' })
    expect(readPageSearch({ view: ['activity'], network: { id: 'local' }, pay: 1 })).toEqual({ view: 'transfer' })
  })
})

describe('parseSearch', () => {
  it('keeps the first of a repeated key, and every value as text', () => {
    expect(parseSearch('?view=calls&view=activity&originChainId=1')).toEqual({ view: 'calls', originChainId: '1' })
  })
})

describe('stringifySearch', () => {
  it('writes the page and network first, then the rest in order, as a link names them', () => {
    expect(stringifySearch({ term: '0xabc', network: 'local', view: 'activity' })).toBe(
      '?view=activity&network=local&term=0xabc',
    )
    expect(stringifySearch({ status: 'refund', failReason: 'X', pay: 'address', network: 'testnet' })).toBe(
      '?network=testnet&pay=address&failReason=X&status=refund',
    )
  })

  it('leaves out the default page and empty values', () => {
    expect(stringifySearch({ view: 'transfer', network: 'local', term: '', pay: undefined })).toBe('?network=local')
    expect(stringifySearch({})).toBe('')
  })

  it('reads back what it wrote', () => {
    const search = { view: 'calls', network: 'local', calls: 'eyJhIjoxfQ==&x' }
    expect(parseSearch(stringifySearch(search))).toEqual(search)
  })
})

describe('pageOwnQuery', () => {
  it('is the page’s own keys alone', () => {
    expect(pageOwnQuery({ view: 'activity', network: 'local', status: 'success', term: 'a b' })).toBe(
      'status=success&term=a+b',
    )
  })
})

describe('validateAppSearch', () => {
  it('types the site’s keys and keeps a page’s own keys as the text its page decodes', () => {
    expect(validateAppSearch(parseSearch('?network=local&view=activity&status=nonsense&originChainId=x'))).toEqual({
      view: 'activity',
      network: 'local',
      status: 'nonsense',
      originChainId: 'x',
    })
  })

  it('drops what is not text and site keys that mean nothing, without throwing', () => {
    expect(validateAppSearch({ view: 'nowhere', network: 'moon', pay: 'cash', calls: 7, options: { a: 1 } })).toEqual({
      view: 'transfer',
    })
  })
})

describe('the request page path', () => {
  const ID = `0x${'ab'.repeat(32)}`
  it('names a request by its id under /r/, with its network', () => {
    expect(requestPagePath(ID, 'testnet')).toBe(`/r/${ID}?network=testnet`)
    expect(requestIdOfPath(`/r/${ID}`)).toBe(ID)
    expect(requestIdOfPath(`/r/${ID}/`)).toBe(ID)
  })

  it('names nothing on other paths, or on a path it cannot read', () => {
    for (const path of ['/', '/r/', '/r', '/requests/0x1', `/r/${ID}/more`, '/r/%E0%A4%A']) {
      expect(requestIdOfPath(path), path).toBeUndefined()
    }
  })
})

describe('a path other than / and /r/', () => {
  it('is the page it names, as people type it; anything else the transfer form', () => {
    expect(viewOfPath('/activity')).toBe('activity')
    expect(viewOfPath('/Activity/')).toBe('activity')
    expect(viewOfPath('/earnings')).toBe('earnings')
    for (const path of ['/nope', '/activity/more', '/index.htm', '//']) expect(viewOfPath(path), path).toBe('transfer')
  })
})
