import type { RemoteName } from '@storefront/shared/platform/contracts';

/**
 * How often each served version fails to load, per tenant, from the shops'
 * own error reports (`POST /logs`): the page reports a rolled-out version that
 * failed before it falls back to the stable one. Counted over a sliding
 * window against how many page loads were given that version, in memory: each
 * server instance judges from the traffic it sees, which is a fair sample
 * behind a load balancer.
 */

/** A version is pulled from its rollout when, within the window, at least this many loads failed … */
export const FAILURE_MIN_REPORTS = 5;
/** … and they are at least this share of the page loads given that version. */
export const FAILURE_RATE_THRESHOLD = 0.5;
export const FAILURE_WINDOW_MS = 10 * 60_000;

export interface VersionHealth {
  readonly tenant: string;
  readonly remote: RemoteName;
  readonly version: string;
  /** Page loads given this version within the window. */
  readonly served: number;
  /** Load failures reported within the window. */
  readonly failed: number;
}

interface Counter {
  served: number[];
  failed: number[];
}

export class ReleaseHealth {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly now: () => number = Date.now) {}

  private counter(tenant: string, remote: RemoteName, version: string): Counter {
    const key = `${tenant}\u0000${remote}\u0000${version}`;
    let counter = this.counters.get(key);
    if (!counter) this.counters.set(key, (counter = { served: [], failed: [] }));
    const since = this.now() - FAILURE_WINDOW_MS;
    counter.served = counter.served.filter((at) => at >= since);
    counter.failed = counter.failed.filter((at) => at >= since);
    return counter;
  }

  served(tenant: string, remote: RemoteName, version: string): void {
    this.counter(tenant, remote, version).served.push(this.now());
  }

  /** Records one failure; answers whether the version is now above the threshold. */
  failed(tenant: string, remote: RemoteName, version: string): { pull: boolean; failed: number; served: number } {
    const counter = this.counter(tenant, remote, version);
    counter.failed.push(this.now());
    const failed = counter.failed.length;
    // A failure report without a served load in this instance's window still counts as one load.
    const served = Math.max(counter.served.length, failed);
    return { pull: failed >= FAILURE_MIN_REPORTS && failed / served >= FAILURE_RATE_THRESHOLD, failed, served };
  }

  /** Every version seen within the window, for the operations page. */
  snapshot(): VersionHealth[] {
    return [...this.counters.keys()].map((key) => {
      const [tenant, remote, version] = key.split('\u0000') as [string, RemoteName, string];
      const counter = this.counter(tenant, remote, version);
      return { tenant, remote, version, served: counter.served.length, failed: counter.failed.length };
    });
  }
}
