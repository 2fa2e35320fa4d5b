/**
 * Everything that runs a transfer once a person starts one (or one is
 * resumed): loaded on demand by useTransfer, so a page shows its form
 * without downloading the wallet-transaction and status-tracking code.
 */
export { getStatus } from '../../api/getStatus'
export { postSignature } from '../../api/postSignature'
export { postTransactionsIndex } from '../../api/postTransactionsIndex'
export { followRequest, runSteps, waitForBatch, waitForFinalStatus } from '../run/runSteps'
export { svmChainOf } from '../run/svmChainOf'
export { createStatusPush } from '../track/createStatusPush'
