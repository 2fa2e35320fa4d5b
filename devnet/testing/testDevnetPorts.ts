/** FERRY_TEST_PORT_OFFSET shifts every devnet test port, so two test runs can share a machine. */
const TEST_PORT_OFFSET = Number(process.env.FERRY_TEST_PORT_OFFSET ?? 0)
/**
 * The first port (offset 0). All the blocks lie between x48 and x89 of a hundred: runs whose offsets are a multiple
 * of 100 apart never share a port, and none lands on the ports the devnet tests used before this table (x45-x47,
 * x90), which runs of older checkouts may still hold.
 */
const TEST_PORT_BASE = 28_548
/** Ports per devnet: its service, its three chains (chainPort and the next two), one for the test's own server. */
const DEVNET_PORT_BLOCK = 5
/** Every devnet the devnet tests start, each with a block of ports no other one has. Add a new one here. */
const TEST_DEVNETS = [
  'shared',
  'restart',
  'restartInFlight',
  'depositAddressRestart',
  'svmDepositAddressRestart',
  'chainDown',
  'crashRecovery',
  'reusedBlockNumbers',
  'gaslessReplay',
  'svmRestart',
  'svmInFlight',
  'solverStop',
  'svmCrash',
] as const
export type TestDevnet = (typeof TEST_DEVNETS)[number]

/**
 * The ports of one test devnet (`shared`: the devnet test project's own, from
 * globalSetup): its service `port`, `chainPort` for its first chain (the
 * others follow), and `extra` for a server of the test's own that must come
 * back on the same address (a webhook receiver across a restart). One table,
 * so no two tests can pick the same port.
 */
export function testDevnetPorts(devnet: TestDevnet): { port: number; chainPort: number; extra: number } {
  const first = TEST_PORT_BASE + TEST_PORT_OFFSET + TEST_DEVNETS.indexOf(devnet) * DEVNET_PORT_BLOCK
  return { port: first, chainPort: first + 1, extra: first + 4 }
}
