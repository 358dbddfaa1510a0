// The vitest setup of the shop API's suites (and of the stack's, which runs the shop API in process):
// passwords hashed at a test's cost. passwords.test.ts proves the shipped cost.
import { lowerPasswordCostForTests } from '../account/rules/passwords';

lowerPasswordCostForTests();
