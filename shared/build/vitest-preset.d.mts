import type { ViteUserConfig } from 'vitest/config';

export declare const PROPERTY_TIME_BUDGET_MS: number;
export declare const PROPERTIES_PER_TEST: number;
export declare const TEST_TIMEOUT_MS: number;
export declare function storefrontVitestConfig(overrides?: ViteUserConfig): ViteUserConfig;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The time budget of one fast-check property, in milliseconds (vitest-setup.mjs installs it). */
    propertyTimeBudgetMs: number;
  }
}
