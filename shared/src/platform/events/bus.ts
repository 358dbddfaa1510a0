import { EVENT_MAP_VERSION, eventSchemas, type EventName, type EventPayload } from './event-map';

export type EventHandler<N extends EventName> = (payload: EventPayload<N>) => void;

export interface EventBus {
  readonly version: number;
  publish<N extends EventName>(name: N, payload: EventPayload<N>): void;
  subscribe<N extends EventName>(name: N, handler: EventHandler<N>): () => void;
}

export interface EventBusOptions {
  /**
   * In development an invalid payload throws at the publisher, so the bug shows
   * where it is made; in production it is dropped and reported.
   */
  readonly mode: 'development' | 'production';
  readonly onInvalidPayload?: (name: EventName, issues: string) => void;
  readonly onHandlerError?: (name: EventName, error: unknown) => void;
  /** Sees every valid event; the `?debug=events` inspector uses it. */
  readonly onPublish?: (name: EventName, payload: unknown) => void;
}

export class InvalidEventPayloadError extends Error {
  override readonly name = 'InvalidEventPayloadError';
}

export function createEventBus(options: EventBusOptions): EventBus {
  const handlers = new Map<EventName, Set<(payload: unknown) => void>>();
  // Add requests published before the cart remote listens (its mini-cart still loading) are kept,
  // the last five of each, and handed to the first listener: no press of "In den Warenkorb" is lost.
  const held = new Map<EventName, unknown[]>();
  const deliver = (name: EventName, handler: (payload: unknown) => void, payload: unknown) => {
    try {
      handler(payload);
    } catch (error) {
      options.onHandlerError?.(name, error);
    }
  };

  return {
    version: EVENT_MAP_VERSION,
    publish(name, payload) {
      const parsed = eventSchemas[name].safeParse(payload);
      if (!parsed.success) {
        const issues = parsed.error.issues
          .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
          .join('; ');
        if (options.mode === 'development') {
          throw new InvalidEventPayloadError(`Invalid payload for ${name}: ${issues}`);
        }
        options.onInvalidPayload?.(name, issues);
        return;
      }
      options.onPublish?.(name, parsed.data);
      const set = handlers.get(name);
      if (!set?.size && name.startsWith('cart:add-')) {
        held.set(name, [...(held.get(name) ?? []), parsed.data].slice(-5));
      }
      // Copy first: a handler may unsubscribe itself while we iterate.
      for (const handler of [...(set ?? [])]) deliver(name, handler, parsed.data);
    },
    subscribe(name, handler) {
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
      }
      // Wrap so subscribing the same function twice gives two independent subscriptions.
      const entry = (payload: unknown) => handler(payload as EventPayload<typeof name>);
      set.add(entry);
      for (const payload of held.get(name)?.splice(0) ?? []) deliver(name, entry, payload);
      return () => {
        set.delete(entry);
      };
    },
  };
}
