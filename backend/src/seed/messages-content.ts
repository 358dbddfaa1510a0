/** German messages of the content remote: content blocks, their forms and page states. */
export const contentMessages: Record<string, string> = {};
