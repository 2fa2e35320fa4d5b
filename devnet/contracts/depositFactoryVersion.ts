/** The factory version this code expects (`VERSION()` of `sol/FerryDepositFactory.sol`); a saved deployment of another one is redeployed. */
export const DEPOSIT_FACTORY_VERSION = 1n
