import { FerryError } from '../../src/lib/FerryError'
/** The largest wire transaction a Solana node takes (one packet). */
export const MAX_WIRE_TRANSACTION_BYTES = 1232

/** One instruction of a message, as read from the wire. */
export interface WireInstruction {
  programIdIndex: number
  accountIndexes: number[]
  data: Uint8Array
}

/** One address lookup table a v0 message reads. */
export interface WireLookup {
  table: Uint8Array
  writableIndexes: number[]
  readonlyIndexes: number[]
}

/** A wire transaction read field by field, every byte accounted for. */
export interface WireTransaction {
  signatures: Uint8Array[]
  message: WireMessage
}

export interface WireMessage {
  version: 'legacy' | 0
  header: { numRequiredSignatures: number; numReadonlySigned: number; numReadonlyUnsigned: number }
  accountKeys: Uint8Array[]
  recentBlockhash: Uint8Array
  instructions: WireInstruction[]
  lookups: WireLookup[]
  /** The message's bytes (what the signatures sign). */
  bytes: Uint8Array
}

/** Bytes that are not a whole transaction (or message): worded as the node's deserializer words it. */
export class WireFormatError extends FerryError {
  override name = 'WireFormatError'
}

/**
 * Reads a legacy or v0 wire transaction strictly, as the node's bincode deserializer does: every length a canonical
 * compact-u16, every field whole, no byte left over, no later version. Throws `WireFormatError`. Nothing about the
 * meaning is checked here (`sanitizeWireTransaction` does that).
 */
export function readWireTransaction(bytes: Uint8Array): WireTransaction {
  if (bytes.length > MAX_WIRE_TRANSACTION_BYTES)
    throw new WireFormatError(`too large: ${bytes.length} bytes (max: ${MAX_WIRE_TRANSACTION_BYTES})`)
  const reader = new ByteReader(bytes)
  const count = reader.shortVec()
  const signatures: Uint8Array[] = []
  for (let i = 0; i < count; i++) signatures.push(reader.take(64))
  const message = readMessage(reader)
  reader.end()
  return { signatures, message }
}

/** Reads a legacy or v0 message alone (what `getFeeForMessage` takes), as strictly. */
export function readWireMessage(bytes: Uint8Array): WireMessage {
  const reader = new ByteReader(bytes)
  const message = readMessage(reader)
  reader.end()
  return message
}

function readMessage(reader: ByteReader): WireMessage {
  const start = reader.offset
  const first = reader.byte()
  let version: 'legacy' | 0 = 'legacy'
  let numRequiredSignatures = first
  if (first & 0x80) {
    if ((first & 0x7f) !== 0) throw new WireFormatError(`unsupported transaction version: ${first & 0x7f}`)
    version = 0
    numRequiredSignatures = reader.byte()
  }
  const header = { numRequiredSignatures, numReadonlySigned: reader.byte(), numReadonlyUnsigned: reader.byte() }
  const keyCount = reader.shortVec()
  const accountKeys: Uint8Array[] = []
  for (let i = 0; i < keyCount; i++) accountKeys.push(reader.take(32))
  const recentBlockhash = reader.take(32)
  const instructionCount = reader.shortVec()
  const instructions: WireInstruction[] = []
  for (let i = 0; i < instructionCount; i++) {
    const programIdIndex = reader.byte()
    const accountIndexes = [...reader.take(reader.shortVec())]
    instructions.push({ programIdIndex, accountIndexes, data: reader.take(reader.shortVec()) })
  }
  const lookups: WireLookup[] = []
  if (version === 0) {
    const lookupCount = reader.shortVec()
    for (let i = 0; i < lookupCount; i++) {
      const table = reader.take(32)
      const writableIndexes = [...reader.take(reader.shortVec())]
      lookups.push({ table, writableIndexes, readonlyIndexes: [...reader.take(reader.shortVec())] })
    }
  }
  const bytes = reader.bytes.subarray(start, reader.offset)
  return { version, header, accountKeys, recentBlockhash, instructions, lookups, bytes }
}

class ByteReader {
  offset = 0
  constructor(readonly bytes: Uint8Array) {}

  byte(): number {
    if (this.offset >= this.bytes.length) throw new WireFormatError('io error: failed to fill whole buffer')
    return this.bytes[this.offset++]!
  }

  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new WireFormatError('io error: failed to fill whole buffer')
    const slice = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return slice
  }

  /** A compact-u16 (1 to 3 bytes, 7 bits each), refused when longer than it needs to be or over 0xffff. */
  shortVec(): number {
    let value = 0
    for (let i = 0; i < 3; i++) {
      const byte = this.byte()
      value |= (byte & 0x7f) << (7 * i)
      if ((byte & 0x80) === 0) {
        if (i > 0 && byte === 0) throw new WireFormatError('invalid value: alias encoding of a compact-u16')
        if (value > 0xffff) throw new WireFormatError('invalid value: compact-u16 overflow')
        return value
      }
    }
    throw new WireFormatError('invalid value: compact-u16 longer than 3 bytes')
  }

  end(): void {
    if (this.offset !== this.bytes.length)
      throw new WireFormatError(`${this.bytes.length - this.offset} trailing bytes after the transaction`)
  }
}
