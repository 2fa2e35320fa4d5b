import fc from 'fast-check'
import type { DevnetManifestFile } from '../../src/api/schemas'
import { boundaryNumberText } from './boundaryNumberText'
import type { FuzzTarget } from './fuzzAnswer'
import { hostileUrlString } from './hostileArbitraries'

type Body = Record<string, unknown>

/** SOL's currency address on the Solana chain (the System Program). */
const SOL = '11111111111111111111111111111111'
/** One more than the largest u64: no lamport or SPL amount can be this big. */
const TWO_POW_64 = (2n ** 64n).toString()

/** The two valid quotes every hostile one is one field away from: ETH on A -> SOL, and SOL -> ETH on A. */
function svmQuoteBases(manifest: DevnetManifestFile): { toSolana: Body; fromSolana: Body } {
  const solana = manifest.solana!
  const evmUser = manifest.accounts[0]!.address
  const solanaUser = solana.accounts[0]!.address
  const common = { amount: '10000000000000000', tradeType: 'EXACT_INPUT' }
  return {
    toSolana: {
      ...common,
      user: evmUser,
      recipient: solanaUser,
      originChainId: manifest.chains[0]!.id,
      destinationChainId: solana.chainId,
      originCurrency: '0x0000000000000000000000000000000000000000',
      destinationCurrency: SOL,
    },
    fromSolana: {
      ...common,
      amount: '1000000000',
      user: solanaUser,
      recipient: evmUser,
      originChainId: solana.chainId,
      destinationChainId: manifest.chains[0]!.id,
      originCurrency: SOL,
      destinationCurrency: '0x0000000000000000000000000000000000000000',
    },
  }
}

/**
 * Quotes naming the Solana chain, each wrong in one field, and the field its 4xx must name: base58-ish strings too
 * short or too long, an EVM address on Solana, a base58 key on EVM, amounts no u64 holds.
 */
export function svmHostileQuoteCases(manifest: DevnetManifestFile): { name: string; field: string; body: Body }[] {
  const { toSolana, fromSolana } = svmQuoteBases(manifest)
  const evm = manifest.accounts[1]!.address
  const base58 = manifest.solana!.accounts[1]!.address
  const mint = manifest.solana!.usdcMint
  const usdcA = manifest.chains[0]!.currencies.find((c) => c.symbol === 'USDC')!.address
  return [
    { name: 'a Solana recipient too short', field: 'recipient', body: { ...toSolana, recipient: 'abc' } },
    // Issue #37: the same text checks as an EVM route (these answered 500 from the store).
    { name: 'a referrer with a NUL to Solana', field: 'referrer', body: { ...toSolana, referrer: 'a\u0000b' } },
    {
      name: 'a referrer with a lone surrogate from Solana',
      field: 'referrer',
      body: { ...fromSolana, referrer: 'a\ud800' },
    },
    { name: 'a Solana recipient too long', field: 'recipient', body: { ...toSolana, recipient: 'z'.repeat(44) } },
    {
      name: 'a Solana recipient with 0, O, I, l',
      field: 'recipient',
      body: { ...toSolana, recipient: `0OIl${base58.slice(4)}` },
    },
    { name: 'an EVM recipient on Solana', field: 'recipient', body: { ...toSolana, recipient: evm } },
    { name: 'a base58 user on EVM', field: 'user', body: { ...toSolana, user: base58 } },
    { name: 'a base58 recipient on EVM', field: 'recipient', body: { ...fromSolana, recipient: base58 } },
    { name: 'an EVM user on Solana', field: 'user', body: { ...fromSolana, user: evm } },
    { name: 'a Solana user too short', field: 'user', body: { ...fromSolana, user: base58.slice(0, 20) } },
    { name: 'an EVM refundTo on Solana', field: 'refundTo', body: { ...fromSolana, refundTo: evm } },
    { name: 'an EVM currency on Solana', field: 'originCurrency', body: { ...fromSolana, originCurrency: usdcA } },
    { name: 'a Solana mint on EVM', field: 'originCurrency', body: { ...toSolana, originCurrency: mint } },
    { name: '2^64 lamports in', field: 'amount', body: { ...fromSolana, amount: TWO_POW_64 } },
    {
      name: '2^64 lamports out',
      field: 'amount',
      body: { ...toSolana, tradeType: 'EXACT_OUTPUT', amount: TWO_POW_64 },
    },
    {
      name: '2^64 USDC units in on Solana',
      field: 'amount',
      body: { ...fromSolana, originCurrency: mint, amount: TWO_POW_64 },
    },
  ]
}

/** A value for an address or currency field of a Solana quote: the other VM's, base58-ish, or anything hostile. */
export function addressLike(manifest: DevnetManifestFile): fc.Arbitrary<string> {
  const base58 = manifest.solana!.accounts[0]!.address
  return fc.oneof(
    fc.constantFrom(base58, manifest.accounts[0]!.address, manifest.solana!.usdcMint, SOL, base58.toLowerCase()),
    fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{0,90}$/),
    fc.nat(base58.length).map((n) => base58.slice(0, n)),
    hostileUrlString,
  )
}

/**
 * Issue #25: generated quotes with Solana chain ids on either side, one field hostile (an address or currency
 * field, or an amount at the edges of u64 and beyond): each answer is a 4xx JSON error or a quote, never a 5xx.
 */
export function svmQuoteTargets(manifest: DevnetManifestFile): FuzzTarget[] {
  if (!manifest.solana) return []
  const { toSolana, fromSolana } = svmQuoteBases(manifest)
  const fields = ['user', 'recipient', 'refundTo', 'originCurrency', 'destinationCurrency']
  const body = fc.oneof(
    fc
      .tuple(fc.constantFrom(toSolana, fromSolana), fc.constantFrom(...fields), addressLike(manifest))
      .map(([base, field, value]) => ({ ...base, [field]: value })),
    fc
      .tuple(fc.constantFrom(toSolana, fromSolana), fc.constantFrom('EXACT_INPUT', 'EXACT_OUTPUT'), boundaryNumberText)
      .map(([base, tradeType, amount]) => ({ ...base, tradeType, amount })),
    // Issue #37: a free-text field reaches the store on a Solana route only (a NUL or a lone surrogate was a 500).
    fc
      .tuple(fc.constantFrom(toSolana, fromSolana), hostileUrlString)
      .map(([base, referrer]) => ({ ...base, referrer })),
  )
  return ['/quote/v2', '/price'].map((path) => ({
    name: `POST ${path} (Solana routes, hostile addresses and amounts)`,
    request: body.map((b) => ({
      method: 'POST',
      path,
      body: JSON.stringify(b),
      headers: { 'content-type': 'application/json' },
    })),
  }))
}
