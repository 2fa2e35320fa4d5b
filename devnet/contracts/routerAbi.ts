/** ABI of `sol/FerryRouter.sol`; generated beside the widget, which builds sweep calls. */
export { routerAbi } from '../../src/api/routerAbi'
