/** ABI of `sol/FerryVault.sol`; generated beside the widget, which builds calls to it. */
export { vaultAbi } from '../../src/api/vaultAbi'
