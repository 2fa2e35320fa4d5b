import type { MessageDescriptor } from '@lingui/core'
import { i18n } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'

/** The claim statuses the service reports, in words; in English the service's own word. */
const STATUS_TEXT: Record<string, MessageDescriptor> = {
  pending: msg({ id: 'earnings.claimStatus.pending', message: 'pending' }),
  incomplete: msg({ id: 'earnings.claimStatus.incomplete', message: 'incomplete' }),
  success: msg({ id: 'earnings.claimStatus.success', message: 'success' }),
  failure: msg({ id: 'earnings.claimStatus.failure', message: 'failure' }),
}

/** A claim's status as people read it; a status Ferry does not know is shown as the service says it. */
export function claimStatusText(status: string | undefined): string {
  if (!status) return t({ id: 'earnings.claimStatus.unknown', message: 'unknown' })
  const known = Object.hasOwn(STATUS_TEXT, status) ? STATUS_TEXT[status] : undefined
  return known ? i18n._(known) : status
}
