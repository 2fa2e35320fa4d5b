import { msg, plural, t } from '@lingui/core/macro'
import {
  type Abi,
  type AbiFunction,
  type AbiParameter,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  type Hex,
} from 'viem'
import { routerAbi } from '../../api/routerAbi'
import { vaultAbi } from '../../api/vaultAbi'
import { checkAddress } from '../../lib/addresses'

/** ABIs a person can pick instead of pasting one. */
export const PRESET_ABIS = {
  erc20: {
    label: msg({ id: 'call.abi.preset.erc20', message: 'ERC20 token (approve, transfer)' }),
    abi: erc20Abi as Abi,
    functions: ['approve', 'transfer'],
  },
  router: {
    label: msg({ id: 'call.abi.preset.router', message: 'Router (sweep a full balance)' }),
    abi: routerAbi as Abi,
    functions: ['sweep'],
  },
  vault: {
    label: msg({ id: 'call.abi.preset.vault', message: 'Devnet vault (demo contract)' }),
    abi: vaultAbi as Abi,
    functions: ['deposit', 'depositAll', 'withdraw'],
  },
} as const
export type PresetId = keyof typeof PRESET_ABIS

export type AbiResult = { ok: true; abi: Abi } | { ok: false; message: string }

/** Reads a pasted JSON ABI (an array, or an object with an `abi` array, as compilers write them). */
export function parseAbiJson(text: string): AbiResult {
  if (text.trim() === '')
    return {
      ok: false,
      message: t({ id: 'call.abi.empty', message: 'Paste a JSON ABI (an array of functions and events).' }),
    }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, message: t({ id: 'call.abi.notJson', message: 'This is not valid JSON.' }) }
  }
  const items = Array.isArray(value)
    ? value
    : typeof value === 'object' && value !== null && Array.isArray((value as { abi?: unknown }).abi)
      ? (value as { abi: unknown[] }).abi
      : undefined
  if (!items)
    return {
      ok: false,
      message: t({ id: 'call.abi.notArray', message: 'An ABI is a JSON array (or an object with an "abi" array).' }),
    }
  const functions = items.filter(
    (item): item is AbiFunction =>
      typeof item === 'object' &&
      item !== null &&
      (item as { type?: unknown }).type === 'function' &&
      typeof (item as { name?: unknown }).name === 'string' &&
      Array.isArray((item as { inputs?: unknown }).inputs),
  )
  if (functions.length === 0)
    return { ok: false, message: t({ id: 'call.abi.noFunctions', message: 'This ABI has no functions to call.' }) }
  return { ok: true, abi: items as Abi }
}

/** The functions a call can run: everything but view and pure ones. */
export function callableFunctions(abi: Abi): AbiFunction[] {
  return abi.filter(
    (item): item is AbiFunction =>
      item.type === 'function' && item.stateMutability !== 'view' && item.stateMutability !== 'pure',
  )
}

export type ArgResult = { ok: true; value: unknown } | { ok: false; message: string }

/** Reads one typed argument as a person writes it: decimal integers, 0x hex, true/false, JSON arrays for array types. */
export function parseArg(param: Pick<AbiParameter, 'type'>, text: string): ArgResult {
  const type = param.type
  const input = text.trim()
  const array = /^(.*)\[(\d*)\]$/.exec(type)
  if (array) {
    let items: unknown
    try {
      items = JSON.parse(input)
    } catch {
      items = undefined
    }
    const example = '["…", "…"]'
    if (!Array.isArray(items))
      return { ok: false, message: t({ id: 'call.arg.list', message: `Write a JSON list, e.g. ${example}` }) }
    const length = Number(array[2])
    if (array[2] && items.length !== length)
      return {
        ok: false,
        message: t({
          id: 'call.arg.listLength',
          message: plural(length, { one: 'Give exactly # item', other: 'Give exactly # items' }),
        }),
      }
    const values: unknown[] = []
    for (const [i, item] of items.entries()) {
      const parsed = parseArg({ type: array[1]! }, typeof item === 'string' ? item : JSON.stringify(item))
      if (!parsed.ok) {
        const [position, problem] = [i + 1, parsed.message]
        return { ok: false, message: t({ id: 'call.arg.listItem', message: `Item ${position}: ${problem}` }) }
      }
      values.push(parsed.value)
    }
    return { ok: true, value: values }
  }
  if (type === 'address') {
    const checked = checkAddress(input)
    return checked.ok ? { ok: true, value: checked.address } : { ok: false, message: checked.message }
  }
  const int = /^(u?)int(\d*)$/.exec(type)
  if (int) {
    if (!/^-?\d+$/.test(input))
      return {
        ok: false,
        message: t({
          id: 'call.arg.integer',
          message: 'Write a whole number in the smallest unit (no decimals, no exponent)',
        }),
      }
    const value = BigInt(input)
    const bits = BigInt(int[2] || 256)
    const [lo, hi] = int[1] ? [0n, 2n ** bits - 1n] : [-(2n ** (bits - 1n)), 2n ** (bits - 1n) - 1n]
    if (value < lo || value > hi) {
      const [min, max] = [lo.toString(), hi.toString()]
      return {
        ok: false,
        message: t({ id: 'call.arg.outOfRange', message: `Out of range for ${type} (${min} to ${max})` }),
      }
    }
    return { ok: true, value }
  }
  if (type === 'bool') {
    if (input !== 'true' && input !== 'false')
      return { ok: false, message: t({ id: 'call.arg.bool', message: 'Write true or false' }) }
    return { ok: true, value: input === 'true' }
  }
  if (type === 'string') return { ok: true, value: text }
  const bytes = /^bytes(\d*)$/.exec(type)
  if (bytes) {
    if (!/^0x([0-9a-fA-F]{2})*$/.test(input))
      return {
        ok: false,
        message: t({ id: 'call.arg.hex', message: 'Write 0x followed by an even number of hex digits' }),
      }
    const size = Number(bytes[1])
    if (bytes[1] && (input.length - 2) / 2 !== size)
      return {
        ok: false,
        message: t({
          id: 'call.arg.bytesLength',
          message: plural(size, { one: `A ${type} has exactly # byte`, other: `A ${type} has exactly # bytes` }),
        }),
      }
    return { ok: true, value: input }
  }
  return {
    ok: false,
    message: t({
      id: 'call.arg.unsupported',
      message: `Arguments of type ${type} cannot be written here; use raw calldata`,
    }),
  }
}

export type EncodeResult = { ok: true; data: Hex } | { ok: false; argErrors: (string | undefined)[]; message?: string }

/** Encodes a call of `functionName` with the typed arguments, or says what is wrong with each. */
export function encodeCall(abi: Abi, functionName: string, argTexts: readonly string[]): EncodeResult {
  const fn = callableFunctions(abi).find((f) => f.name === functionName)
  if (!fn)
    return {
      ok: false,
      argErrors: [],
      message: t({ id: 'call.abi.noFunction', message: `The ABI has no function ${functionName}.` }),
    }
  const parsed = fn.inputs.map((input, i) => parseArg(input, argTexts[i] ?? ''))
  if (parsed.some((p) => !p.ok)) return { ok: false, argErrors: parsed.map((p) => (p.ok ? undefined : p.message)) }
  try {
    return {
      ok: true,
      data: encodeFunctionData({
        abi: [fn],
        functionName: fn.name,
        args: parsed.map((p) => (p as { value: unknown }).value),
      }),
    }
  } catch (error) {
    return { ok: false, argErrors: [], message: (error as { shortMessage?: string }).shortMessage ?? String(error) }
  }
}

/** A call's calldata read back against the ABIs Ferry knows: "approve(spender: 0x…, amount: 100)". */
export function describeCalldata(data: string, abis: readonly Abi[]): string | undefined {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(data)) return undefined
  if (data.length <= 2) return t({ id: 'call.calldata.none', message: '(no calldata: a plain value transfer)' })
  for (const abi of abis) {
    try {
      const decoded = decodeFunctionData({ abi, data: data as Hex })
      const fn = callableFunctions(abi).find(
        (f) => f.name === decoded.functionName && f.inputs.length === (decoded.args?.length ?? 0),
      )
      const args = (decoded.args ?? []).map((arg, i) => `${fn?.inputs[i]?.name || `arg${i}`}: ${formatValue(arg)}`)
      return `${decoded.functionName}(${args.join(', ')})`
    } catch {
      // Not this ABI; try the next.
    }
  }
  return undefined
}

function formatValue(value: unknown): string {
  if (typeof value === 'bigint') return value === 2n ** 256n - 1n ? 'max' : value.toString()
  if (Array.isArray(value)) return `[${value.map(formatValue).join(', ')}]`
  return String(value)
}
