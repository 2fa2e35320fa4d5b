/** ABI of `sol/FerryRouter.sol`; defined beside the widget, which builds sweep calls. */
export { routerAbi } from '../../src/api/devnetAbis'
