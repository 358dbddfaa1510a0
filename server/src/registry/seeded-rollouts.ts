import type { RolloutRules } from './releases';

/**
 * The remote versions the tenants start with (the seeded shop: two tenants that
 * differ in remote versions). `pnpm build` publishes every remote's current
 * version as the release and the earlier releases a remote still maintains
 * as staged builds; these rules keep a tenant on one of those. Frischmarkt,
 * the big tenant, stays on search 1.0.0 while Biogarten runs the release
 * (1.1.0: the flyout marks the typed term), the usual order of a staged
 * rollout: `registry:rollout frischmarkt search 1.1.0 10` is its next step.
 *
 * A seeded rule is written only where the tenant has no rule for that remote
 * yet, so an operator's rollouts survive the next build.
 */
export const SEEDED_ROLLOUT_RULES: RolloutRules = {
  frischmarkt: { search: { stable: '1.0.0' } },
};
