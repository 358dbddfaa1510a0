/** German messages of the search remote: the flyout and the result pages. */
export const searchMessages: Record<string, string> = {};
