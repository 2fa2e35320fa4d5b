import { i18n } from '@lingui/core'
import { RainbowKitProvider, useConnectModal } from '@rainbow-me/rainbowkit'
import { rainbowLocale } from './rainbowLocale'
import '@rainbow-me/rainbowkit/styles.css'
import './rainbowFit.css'
import { useEffect, useMemo } from 'react'
import type { Chain } from 'viem'
import { rainbowTheme } from './rainbowTheme'

/**
 * RainbowKit's wallet modal for the embed, loaded the first time a person
 * asks to connect: nobody who arrives through the host's wallet downloads it.
 * Each new `request` opens the modal again.
 */
export default function EmbedWalletModal(props: {
  request: number
  initialChain: Chain | undefined
  dark: boolean
  accent?: string
}) {
  const theme = useMemo(() => rainbowTheme({ dark: props.dark, accent: props.accent }), [props.dark, props.accent])
  return (
    <RainbowKitProvider
      theme={theme}
      locale={rainbowLocale(i18n.locale)}
      modalSize="compact"
      initialChain={props.initialChain}
    >
      <OpenOnRequest request={props.request} />
    </RainbowKitProvider>
  )
}

function OpenOnRequest(props: { request: number }) {
  const { openConnectModal } = useConnectModal()
  // biome-ignore lint/correctness/useExhaustiveDependencies: openConnectModal changes identity with the modal's state; only a new request opens it.
  useEffect(() => {
    if (props.request > 0) openConnectModal?.()
  }, [props.request])
  return null
}
