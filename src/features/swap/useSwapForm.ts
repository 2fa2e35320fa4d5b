import { useContext, useEffect, useMemo, useState } from 'react'
import { zeroAddress } from 'viem'
import type { NetworkResources } from '../../config/loadNetwork'
import { type Token, tokenKey } from '../../config/token'
import { loadSlippage, type SlippageSetting, saveSlippage } from '../../transfer/quote/slippageSetting'
import { defaultRoute } from '../../transfer/session/transferRoute'
import { type UseTransferFormReturnType, useTransferForm } from '../../transfer/session/useTransferForm'
import { AmountDraftContext } from './AmountDraftContext'
import { typedAmounts } from './amountDraft'
import { normalizeForMode, type SwapFormValues } from './swapModes'
import type { SwapPanelOptions } from './swapPanelOptions'

export type UseSwapFormReturnType = Omit<UseTransferFormReturnType<SwapFormValues>, 'set'> & {
  set: (patch: Partial<SwapFormValues>) => void
  /** The catalogue's tokens and those found through a picker's search of the service's list. */
  tokens: Token[]
  /** A token chosen in a picker, possibly one found in the service's list. */
  pickToken: (side: 'originToken' | 'destinationToken', token: Token) => void
  slippage: SlippageSetting
  /** Sets the slippage and remembers it on this device. */
  setSlippage: (next: SlippageSetting) => void
  /** The field that had the focus in the skeleton, read once. */
  takeFocus: 'pay' | 'receive' | undefined
}

/**
 * The swap form's values: its first ones (the page's options, then what was typed in the skeleton: the page's
 * amount draft, AmountDraftContext), every change kept consistent with the mode, tokens found by search, a host's
 * recipient, and the slippage this device remembers.
 */
export function useSwapForm(args: { network: NetworkResources; options: SwapPanelOptions }): UseSwapFormReturnType {
  const { chains, listedChains } = args.network
  const { options } = args
  const draftStore = useContext(AmountDraftContext)
  // What was typed in the skeleton, read as the form replaces it (its first render), once.
  const [draft] = useState(() => draftStore?.get())
  const [found, setFound] = useState<Token[]>([])
  const tokens = useMemo(() => [...args.network.tokens, ...found], [args.network.tokens, found])
  const form = useTransferForm<SwapFormValues>({
    tokens,
    normalize: normalizeForMode,
    initial: () => ({
      mode: options.recipient ? 'send' : 'bridge',
      ...defaultRoute<`0x${string}`>({ chains, listedChains, tokenOf: () => zeroAddress }),
      recipient: options.recipient ?? '',
      payText: '',
      receiveText: '',
      edited: 'pay',
      exactOutput: false,
      ...options.initial,
      ...typedAmounts(draft),
    }),
  })
  const { set } = form
  const pickToken = (side: 'originToken' | 'destinationToken', token: Token) => {
    const known = tokens.some((t) => tokenKey(t) === tokenKey(token))
    if (!known) setFound((f) => [...f, token])
    set({ [side]: token.address }, known ? tokens : [...tokens, token])
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: `set` is new each render; the host's recipient and the tokens decide.
  useEffect(() => {
    const recipient = options.recipient
    if (recipient) set((v) => ({ recipient, mode: v.mode === 'bridge' ? 'send' : v.mode }))
  }, [options.recipient, tokens])

  const takeFocus = draft?.focus
  const [slippage, setSlippageState] = useState<SlippageSetting>(() =>
    options.slippageBps ? { mode: 'custom', bps: options.slippageBps } : loadSlippage(window.localStorage),
  )
  const setSlippage = (next: SlippageSetting) => {
    setSlippageState(next)
    saveSlippage(next, window.localStorage)
  }
  return { ...form, set: (patch) => set(patch), tokens, pickToken, slippage, setSlippage, takeFocus }
}
