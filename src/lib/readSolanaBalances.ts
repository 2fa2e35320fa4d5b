/** The SPL Token program, and Token-2022: token accounts of either hold a person's SPL tokens. */
const TOKEN_PROGRAMS = ['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb']

type Request = (args: { method: string; params: unknown[] }) => Promise<unknown>

/** `getTokenAccountsByOwner` with `jsonParsed`: each account's mint and raw amount (a decimal string). */
type ParsedTokenAccounts = {
  value?: { account?: { data?: { parsed?: { info?: { mint?: unknown; tokenAmount?: { amount?: unknown } } } } } }[]
}

/**
 * Balances of a Solana account by plain JSON-RPC, as `readBalances` reads EVM ones: SOL in lamports
 * (`getBalance`) and, of each mint asked, the sum of the owner's token accounts of it (`getTokenAccountsByOwner`
 * per token program, `jsonParsed`). A mint with no token account holds 0; a token program whose call fails (a
 * chain without Token-2022) adds nothing. Mints are base58 and kept exactly as given.
 */
export async function readSolanaBalances(args: {
  request: Request
  owner: string
  mints: readonly string[]
}): Promise<{ native: bigint; tokens: Map<string, bigint> }> {
  const config = { commitment: 'confirmed' }
  const [balance, ...programs] = await Promise.all([
    args.request({ method: 'getBalance', params: [args.owner, config] }),
    ...(args.mints.length === 0
      ? []
      : TOKEN_PROGRAMS.map((programId) =>
          args
            .request({
              method: 'getTokenAccountsByOwner',
              params: [args.owner, { programId }, { ...config, encoding: 'jsonParsed' }],
            })
            .catch(() => undefined),
        )),
  ])
  const held = new Map<string, bigint>()
  for (const answer of programs)
    for (const entry of (answer as ParsedTokenAccounts | undefined)?.value ?? []) {
      const info = entry.account?.data?.parsed?.info
      const amount = info?.tokenAmount?.amount
      if (typeof info?.mint !== 'string' || typeof amount !== 'string' || !/^\d+$/.test(amount)) continue
      held.set(info.mint, (held.get(info.mint) ?? 0n) + BigInt(amount))
    }
  const tokens = new Map<string, bigint>()
  if (programs.some((answer) => answer !== undefined))
    for (const mint of args.mints) tokens.set(mint, held.get(mint) ?? 0n)
  return { native: lamports(balance), tokens }
}

function lamports(answer: unknown): bigint {
  const value = (answer as { value?: unknown } | undefined)?.value
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new Error('getBalance answered without a balance')
  return BigInt(value)
}
