import { describe, expect, it, vi } from 'vitest';
import { createEventBus, InvalidEventPayloadError } from './bus';
import { EVENT_MAP_VERSION, type EventPayload } from './event-map';

describe('event bus', () => {
  it('delivers a valid payload to every subscriber of that event only', () => {
    const bus = createEventBus({ mode: 'production' });
    const updated = vi.fn();
    const other = vi.fn();
    bus.subscribe('cart:updated', updated);
    bus.subscribe('favorites:changed', other);
    bus.publish('cart:updated', { lineItemCount: 3 });
    expect(updated).toHaveBeenCalledWith({ lineItemCount: 3 });
    expect(other).not.toHaveBeenCalled();
  });

  it('throws on an invalid payload in development', () => {
    const bus = createEventBus({ mode: 'development' });
    const handler = vi.fn();
    bus.subscribe('cart:add-item-requested', handler);
    expect(() =>
      bus.publish('cart:add-item-requested', { sku: '', quantity: 0 } as EventPayload<'cart:add-item-requested'>),
    ).toThrow(InvalidEventPayloadError);
    expect(handler).not.toHaveBeenCalled();
  });

  it('drops and reports an invalid payload in production', () => {
    const onInvalidPayload = vi.fn();
    const bus = createEventBus({ mode: 'production', onInvalidPayload });
    const handler = vi.fn();
    bus.subscribe('cart:updated', handler);
    bus.publish('cart:updated', { lineItemCount: -1 });
    expect(handler).not.toHaveBeenCalled();
    expect(onInvalidPayload).toHaveBeenCalledWith('cart:updated', expect.stringContaining('lineItemCount'));
  });

  it('keeps calling the other subscribers when one throws', () => {
    const onHandlerError = vi.fn();
    const bus = createEventBus({ mode: 'production', onHandlerError });
    const after = vi.fn();
    bus.subscribe('search:term-changed', () => {
      throw new Error('broken listener');
    });
    bus.subscribe('search:term-changed', after);
    bus.publish('search:term-changed', { term: 'milch' });
    expect(after).toHaveBeenCalledWith({ term: 'milch' });
    expect(onHandlerError).toHaveBeenCalledWith('search:term-changed', expect.any(Error));
  });

  it('stops delivering after unsubscribe, also from inside a handler', () => {
    const bus = createEventBus({ mode: 'production' });
    const calls: string[] = [];
    const unsubscribeOnce = bus.subscribe('cart:updated', () => {
      calls.push('once');
      unsubscribeOnce();
    });
    const unsubscribe = bus.subscribe('cart:updated', () => calls.push('always'));
    bus.publish('cart:updated', { lineItemCount: 1 });
    bus.publish('cart:updated', { lineItemCount: 2 });
    unsubscribe();
    bus.publish('cart:updated', { lineItemCount: 3 });
    expect(calls).toEqual(['once', 'always', 'always']);
  });

  it('keeps the last five add requests nobody listened to and hands them to the first listener, once', () => {
    const bus = createEventBus({ mode: 'production' });
    for (let sku = 1; sku <= 6; sku += 1) bus.publish('cart:add-item-requested', { sku: String(sku), quantity: 1 });
    bus.publish('cart:add-items-requested', { items: [{ sku: '9', quantity: 2, name: 'Mehl' }] });
    const first = vi.fn();
    bus.subscribe('cart:add-item-requested', first);
    expect(first.mock.calls.map(([payload]) => (payload as { sku: string }).sku)).toEqual(['2', '3', '4', '5', '6']);
    const second = vi.fn();
    bus.subscribe('cart:add-item-requested', second);
    expect(second).not.toHaveBeenCalled();
    const bulk = vi.fn();
    bus.subscribe('cart:add-items-requested', bulk);
    expect(bulk).toHaveBeenCalledWith({ items: [{ sku: '9', quantity: 2, name: 'Mehl' }] });
  });

  it('keeps no other event for later, and no add request someone heard', () => {
    const bus = createEventBus({ mode: 'production' });
    bus.publish('cart:updated', { lineItemCount: 1, total: 129 });
    const listening = bus.subscribe('cart:add-item-requested', () => undefined);
    bus.publish('cart:add-item-requested', { sku: '1', quantity: 1 });
    listening();
    const updated = vi.fn();
    const added = vi.fn();
    bus.subscribe('cart:updated', updated);
    bus.subscribe('cart:add-item-requested', added);
    expect(updated).not.toHaveBeenCalled();
    expect(added).not.toHaveBeenCalled();
  });

  it('carries the event map version', () => {
    expect(createEventBus({ mode: 'production' }).version).toBe(EVENT_MAP_VERSION);
  });

  it('lets tracking events carry any further fields', () => {
    const bus = createEventBus({ mode: 'development' });
    const handler = vi.fn();
    bus.subscribe('tracking:event', handler);
    bus.publish('tracking:event', { event: 'search', term: 'tee', total: 0 });
    expect(handler).toHaveBeenCalledWith({ event: 'search', term: 'tee', total: 0 });
  });
});
