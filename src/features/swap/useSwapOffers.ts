import { useState } from 'react'
import { isNativeToken, type Token } from '../../config/token'

export type UseSwapOffersReturnType = {
  /** The deposit by signature (a permit), chosen by a person who holds the token but no gas. */
  gasless: { chosen: boolean; possible: boolean; choose: (chosen: boolean) => void }
  /** Native gas delivered beside a token output, chosen in the offer shown when the recipient has none. */
  topup: { chosen: boolean; possible: boolean; choose: (chosen: boolean) => void }
}

/** The two offers the form can make: what each token allows, and what the person chose. */
export function useSwapOffers(args: {
  originToken: Token | undefined
  destinationToken: Token | undefined
}): UseSwapOffersReturnType {
  const [gasless, setGasless] = useState(false)
  const [topupGas, setTopupGas] = useState(false)
  return {
    gasless: { chosen: gasless, possible: Boolean(args.originToken?.supportsPermit), choose: setGasless },
    topup: {
      chosen: topupGas,
      possible: Boolean(args.destinationToken && !isNativeToken(args.destinationToken)),
      choose: setTopupGas,
    },
  }
}
