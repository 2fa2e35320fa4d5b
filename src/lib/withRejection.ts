import { isUserRejection, UserRejectedError } from './walletErrors'

/** Runs a wallet request, turning the wallet's way of saying "the person declined" into UserRejectedError. */
export async function withRejection<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action()
  } catch (error) {
    if (isUserRejection(error)) throw new UserRejectedError(error)
    throw error
  }
}
