import { FerryError } from '../../../src/lib/FerryError'

/** The SVM's process is not there to answer (it died, or is being restarted): the RPC answers 503, as when down. */
export class SvmUnavailableError extends FerryError {
  constructor(message = 'The local Solana chain is restarting after its process stopped') {
    super(message)
    this.name = 'SvmUnavailableError'
  }
}
