import type { DevnetContext } from '../../DevnetContext'
import type { QuoteContext } from '../../service/quote/buildQuote'
import { SvmDepositAddressSweeper } from '../depositAddresses/SvmDepositAddressSweeper'
import { SvmDepositAddressWatcher } from '../depositAddresses/SvmDepositAddressWatcher'
import type { SvmChain } from '../SvmChain'
import { SvmDepositIndexer } from './SvmDepositIndexer'
import { SvmFiller } from './SvmFiller'
import { SvmRefunder } from './SvmRefunder'

/** The solver's parts on the Solana chain. */
export interface SvmSolverParts {
  id: number
  indexer: SvmDepositIndexer
  filler: SvmFiller
  refunder: SvmRefunder
  depositAddressWatcher: SvmDepositAddressWatcher
  sweeper: SvmDepositAddressSweeper
}

/** Builds the solver's Solana parts; `settle` is the solver's settlement after a fill (app fees, as on EVM). */
export function svmSolverParts(args: {
  context: QuoteContext & Pick<DevnetContext, 'logger'> & { svmChain: SvmChain }
  settle: (requestId: string) => Promise<void>
  stopping: AbortSignal
}): SvmSolverParts {
  const { context, stopping } = args
  const indexer = new SvmDepositIndexer(context)
  const refunder = new SvmRefunder(context, stopping)
  return {
    id: context.svmChain.id,
    indexer,
    filler: new SvmFiller(context, args.settle, stopping),
    refunder,
    depositAddressWatcher: new SvmDepositAddressWatcher(context),
    sweeper: new SvmDepositAddressSweeper(context, { indexer, refunder }, stopping),
  }
}
