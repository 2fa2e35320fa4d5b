/** ABI of `sol/FerryVault.sol`; defined beside the widget, which builds calls to it. */
export { vaultAbi } from '../../src/api/devnetAbis'
