import { AccountRole, address } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { firstPaintModules } from '../../scripts/firstPaintModules'
import { type PublicSvmInstruction, toKitInstruction, toPublicInstruction } from './svmInstruction'

const PAYER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const PROGRAM = '11111111111111111111111111111111'
const OTHER = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'

const publicShape: PublicSvmInstruction = {
  keys: [
    { pubkey: PAYER, isSigner: true, isWritable: true },
    { pubkey: OTHER, isSigner: true, isWritable: false },
    { pubkey: PROGRAM, isSigner: false, isWritable: true },
    { pubkey: PAYER, isSigner: false, isWritable: false },
  ],
  programId: PROGRAM,
  data: '0x02000000e803000000000000',
}

describe('svmInstruction', () => {
  it('gives every signer/writable pair its account role, and the data as bytes', () => {
    const kit = toKitInstruction(publicShape)
    expect(kit.programAddress).toBe(address(PROGRAM))
    expect(kit.accounts?.map((a) => a.role)).toEqual([
      AccountRole.WRITABLE_SIGNER,
      AccountRole.READONLY_SIGNER,
      AccountRole.WRITABLE,
      AccountRole.READONLY,
    ])
    expect([...(kit.data ?? [])]).toEqual([2, 0, 0, 0, 0xe8, 3, 0, 0, 0, 0, 0, 0])
  })

  it('takes data with or without 0x alike', () => {
    expect(toKitInstruction({ ...publicShape, data: publicShape.data.slice(2) }).data).toEqual(
      toKitInstruction(publicShape).data,
    )
  })

  it('turns back into the public shape it came from (0x-prefixed hex)', () => {
    expect(toPublicInstruction(toKitInstruction(publicShape))).toEqual(publicShape)
    expect(toPublicInstruction({ programAddress: address(PROGRAM) })).toEqual({
      keys: [],
      programId: PROGRAM,
      data: '0x',
    })
  })

  it('is not part of the first paint (it loads @solana/kit)', () => {
    expect(firstPaintModules('.')).not.toContain('src/api/svmInstruction.ts')
  })
})
