/** What a keypair wallet is called, shows and signs with. Plain JSON: a test passes it into a page as text. */
export type KeypairWalletOptions = {
  name: string
  /** A base64 `data:image/...;base64,` URL, as Wallet Standard requires. */
  icon: string
  /** The 64-byte keypair (secret seed, then public key) in base58, as Phantom and Solflare export it. */
  secretKey: string
  /** Given, the wallet also sends what it signs (`solana:signAndSendTransaction`) through this Solana RPC. */
  rpcUrl?: string
  /** Every signing request is declined as a person saying no would be (a test of that path). */
  decline?: boolean
}

/**
 * Registers a Wallet Standard wallet that signs Solana transactions with one
 * Ed25519 keypair through WebCrypto: the Devnet Solana wallet, and the test
 * wallet end-to-end tests inject. It answers `standard:connect` (silent too),
 * `standard:disconnect`, `standard:events`, `solana:signTransaction` and, with
 * an RPC, `solana:signAndSendTransaction`, and registers through the Wallet
 * Standard events any app listens to, as a browser extension does.
 *
 * Self-contained on purpose (no imports, no helper outside its body, WebCrypto
 * and the DOM only): `e2e/support/solanaTestWallet.ts` injects its source text
 * into pages before they load.
 */
export function registerKeypairWallet(options: KeypairWalletOptions): void {
  const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
  const decode58 = (text: string): Uint8Array => {
    const bytes: number[] = []
    for (const char of text) {
      let carry = ALPHABET.indexOf(char)
      if (carry < 0) throw new Error(`Not base58: ${char}`)
      for (let i = 0; i < bytes.length; i++) {
        carry += (bytes[i] as number) * 58
        bytes[i] = carry & 0xff
        carry >>= 8
      }
      for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff)
    }
    for (const char of text) {
      if (char !== '1') break
      bytes.push(0)
    }
    return new Uint8Array(bytes.reverse())
  }
  const encode58 = (bytes: Uint8Array): string => {
    const digits: number[] = []
    for (const byte of bytes) {
      let carry = byte
      for (let i = 0; i < digits.length; i++) {
        carry += (digits[i] as number) << 8
        digits[i] = carry % 58
        carry = (carry / 58) | 0
      }
      for (; carry > 0; carry = (carry / 58) | 0) digits.push(carry % 58)
    }
    let text = ''
    for (const byte of bytes) {
      if (byte !== 0) break
      text += '1'
    }
    for (let i = digits.length - 1; i >= 0; i--) text += ALPHABET[digits[i] as number]
    return text
  }
  // A compact-u16 (Solana's "shortvec"): the length prefixes of the wire format.
  const readShortVec = (bytes: Uint8Array, at: number): { value: number; next: number } => {
    let value = 0
    for (let shift = 0, i = at; ; shift += 7, i++) {
      const byte = bytes[i] as number
      value |= (byte & 0x7f) << shift
      if (!(byte & 0x80)) return { value, next: i + 1 }
    }
  }

  const keypair = decode58(options.secretKey)
  if (keypair.length !== 64) throw new Error('A Solana keypair is 64 bytes.')
  const publicKey = keypair.slice(32)
  const address = encode58(publicKey)
  // PKCS#8 around the 32-byte Ed25519 seed: the form WebCrypto imports a private key in.
  const pkcs8 = new Uint8Array([
    ...[0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20],
    ...keypair.slice(0, 32),
  ])
  const privateKey = crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, false, ['sign'])
  const chains = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const
  const signFeatures = ['solana:signTransaction', ...(options.rpcUrl ? ['solana:signAndSendTransaction'] : [])]
  const account = { address, publicKey, chains, features: signFeatures }
  let accounts: (typeof account)[] = []
  const listeners = new Set<(change: { accounts: typeof accounts }) => void>()
  const setAccounts = (next: typeof accounts) => {
    accounts = next
    for (const listener of listeners) listener({ accounts })
  }
  const declined = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

  /** Signs a serialized transaction in the slot of this keypair among its required signers. */
  const signWire = async (wire: Uint8Array): Promise<Uint8Array> => {
    if (options.decline) throw declined()
    const signatures = readShortVec(wire, 0)
    const messageAt = signatures.next + signatures.value * 64
    const message = wire.slice(messageAt)
    // A versioned message starts with 0x80 | version; a legacy one with its header.
    const headerAt = (message[0] as number) & 0x80 ? 1 : 0
    const requiredSigners = message[headerAt] as number
    const keys = readShortVec(message, headerAt + 3)
    for (let i = 0; i < Math.min(requiredSigners, keys.value); i++) {
      const key = message.slice(keys.next + i * 32, keys.next + (i + 1) * 32)
      if (key.every((byte, j) => byte === publicKey[j])) {
        const signature = new Uint8Array(await crypto.subtle.sign('Ed25519', await privateKey, message))
        const signed = wire.slice()
        signed.set(signature, signatures.next + i * 64)
        return signed
      }
    }
    throw new Error(`The transaction does not ask ${address} to sign it.`)
  }

  const send = async (signed: Uint8Array): Promise<Uint8Array> => {
    let binary = ''
    for (const byte of signed) binary += String.fromCharCode(byte)
    const response = await fetch(options.rpcUrl as string, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [btoa(binary), { encoding: 'base64' }],
      }),
    })
    const answer = (await response.json()) as { result?: string; error?: { message: string } }
    if (!answer.result) throw new Error(answer.error?.message ?? `The RPC answered ${response.status}.`)
    return decode58(answer.result)
  }

  type Input = { transaction: Uint8Array }
  const wallet = {
    version: '1.0.0',
    name: options.name,
    icon: options.icon,
    chains,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async () => {
          if (accounts.length === 0) setAccounts([account])
          return { accounts }
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => setAccounts([]) },
      'standard:events': {
        version: '1.0.0',
        on: (event: string, listener: (change: { accounts: typeof accounts }) => void) => {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => void listeners.delete(listener)
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: Input[]) =>
          Promise.all(inputs.map(async (input) => ({ signedTransaction: await signWire(input.transaction) }))),
      },
      ...(options.rpcUrl && {
        'solana:signAndSendTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: ['legacy', 0],
          signAndSendTransaction: async (...inputs: Input[]) =>
            Promise.all(inputs.map(async (input) => ({ signature: await send(await signWire(input.transaction)) }))),
        },
      }),
    },
  }

  // Wallet Standard's register protocol: announce now for an app already listening, and answer an app that
  // announces itself later.
  const register = (api: { register: (w: typeof wallet) => unknown }) => api.register(wallet)
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  window.addEventListener('wallet-standard:app-ready', (event) =>
    register((event as CustomEvent<{ register: (w: typeof wallet) => unknown }>).detail),
  )
}
