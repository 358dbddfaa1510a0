import type { RemoteName } from '../contracts/remote-names';
import { EVENT_MAP_VERSION, eventKeeping, eventSchemas, type EventName, type EventPayload } from './event-map';

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
  /** A request was held for its answerer, which nobody on the page is yet (the shell loads that remote). */
  readonly onHeld?: (name: EventName, answeredBy: RemoteName) => void;
}

export class InvalidEventPayloadError extends Error {
  override readonly name = 'InvalidEventPayloadError';
}

export function createEventBus(options: EventBusOptions): EventBus {
  const handlers = new Map<EventName, Set<(payload: unknown) => void>>();
  // What the event map says to keep (eventKeeping): requests nobody heard yet, handed once to the first
  // listener; the last announcement of a state, handed to every new listener.
  const held = new Map<EventName, unknown[]>();
  const last = new Map<EventName, unknown>();
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
      const keeping = eventKeeping[name];
      if (keeping && 'held' in keeping && !set?.size) {
        held.set(name, [...(held.get(name) ?? []), parsed.data].slice(-keeping.held));
        options.onHeld?.(name, keeping.answeredBy);
      } else if (keeping && 'replay' in keeping) {
        last.set(name, parsed.data);
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
      if (last.has(name)) deliver(name, entry, last.get(name));
      return () => {
        set.delete(entry);
      };
    },
  };
}
