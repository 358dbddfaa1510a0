import type { $ZodIssue } from 'zod/v4/core';

/** Each problem a zod parse found, as `path: message` for an error message that names every bad field. */
export function describeIssues(issues: readonly $ZodIssue[]): string[] {
  return issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
}
