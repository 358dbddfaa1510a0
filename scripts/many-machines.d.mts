// The types of many-machines.mjs, for the end-to-end suite that starts it.
export interface HouseProcess {
  readonly origin: string;
  /** Gone at once, nothing finished (a machine lost). */
  kill(): Promise<void>;
  /** A deploy's stop: draining, then the requests in flight answered. */
  stop(): Promise<void>;
  /** Started again; resolves once it is ready. */
  start(): Promise<void>;
}

export interface ManyMachines {
  /** The balancer's origin: the shop's one door. */
  readonly origin: string;
  readonly servers: readonly HouseProcess[];
  readonly shopApi: HouseProcess;
  readonly databaseUrl: string;
  readonly balancer: {
    /** Requests the balancer repeated on another instance, and requests no instance could answer. */
    readonly stats: { readonly retried: number; readonly refused: number };
    /** The instance the next request goes to first. */
    peek(): string;
    /** Holds the ready list as it is, until `resumeChecks`. */
    pauseChecks(): void;
    resumeChecks(): void;
  };
  close(): Promise<void>;
}

export function startManyMachines(options?: {
  readonly servers?: number;
  readonly port?: number;
  readonly shellDist?: string;
  readonly env?: Readonly<Record<string, string>>;
}): Promise<ManyMachines>;
