import { EventLog } from '../EventLog'
import type { SiteServerConfig } from '../siteServerConfigSchema'
import { PostgresEventStore } from './PostgresEventStore'
import type { SiteEventStore } from './SiteEventStore'

/**
 * The store a running site server uses: PostgreSQL when `databaseUrl` is set (several instances may share it), else
 * the file log in the data dir, locked so that a second process on the same dir is refused.
 */
export async function openSiteEventStore(
  config: Pick<SiteServerConfig, 'dataDir' | 'databaseUrl'>,
): Promise<SiteEventStore> {
  if (config.databaseUrl) return PostgresEventStore.open(config.databaseUrl)
  return EventLog.open(config.dataDir, { lock: true })
}
