import { EventLog } from '../EventLog'
import { makeDataDir } from '../testing/siteServerFixtures'
import { describeSiteEventStoreContract } from './siteEventStoreContract'

describeSiteEventStoreContract('EventLog (file)', async () => {
  const dataDir = makeDataDir()
  return async () => EventLog.open(dataDir, { lock: true })
})
