/** German messages of the content, catalogue, account and cart-checkout remotes. */
export const remoteMessages: Record<string, string> = {};
