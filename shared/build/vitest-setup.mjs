// Runs before every test file of the packages on the storefront's vitest preset.
import fc from 'fast-check';
import { inject } from 'vitest';

// toBeInTheDocument, toHaveTextContent, toBeDisabled, toHaveFocus, … on expect(),
// where there is a document (shared's pure logic runs in Node without one).
if (typeof document !== 'undefined') await import('@testing-library/jest-dom/vitest');

// Every property gets the same time budget: once it has passed, no new run
// starts and the property passes with the runs it made. A failure found before
// then still fails it (with its counterexample, shrunk as far as time allowed),
// and so does a property stopped before a single run succeeded.
const BUDGET_INSTALLED = Symbol.for('storefront.propertyTimeBudget');
if (!globalThis[BUDGET_INSTALLED]) {
  globalThis[BUDGET_INSTALLED] = true;
  fc.installGlobalPlugin(fc.interruptAfterTimeLimit(inject('propertyTimeBudgetMs')));
}
