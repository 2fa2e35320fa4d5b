import { type ReactNode, useMemo } from 'react'
import { type Config, WagmiProvider } from 'wagmi'

/**
 * WagmiProvider rendered once per config. WagmiProvider redoes its mount work
 * (reconnects, and drops a connection made meanwhile) whenever it renders, so
 * only a new config may render it again: `children` are taken with the config
 * and must read whatever changes from context, not from props.
 */
export function WagmiOnce(props: { config: Config; reconnectOnMount: boolean; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: children are taken once per config, on purpose (see above).
  return useMemo(
    () => (
      <WagmiProvider config={props.config} reconnectOnMount={props.reconnectOnMount}>
        {props.children}
      </WagmiProvider>
    ),
    [props.config, props.reconnectOnMount],
  )
}
