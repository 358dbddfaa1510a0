import { describe, expect, it, vi } from 'vitest';
import { createEventBus, InvalidEventPayloadError } from './bus';
import { EVENT_MAP_VERSION, eventKeeping, type EventPayload } from './event-map';

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

  it('keeps no add request someone heard, and no event the map does not name', () => {
    const bus = createEventBus({ mode: 'production' });
    const listening = bus.subscribe('cart:add-item-requested', () => undefined);
    bus.publish('cart:add-item-requested', { sku: '1', quantity: 1 });
    listening();
    bus.publish('search:term-changed', { term: 'milch' });
    bus.publish('cart:item-add-outcome', { sku: '1', outcome: 'added' });
    const added = vi.fn();
    const term = vi.fn();
    const outcome = vi.fn();
    bus.subscribe('cart:add-item-requested', added);
    bus.subscribe('search:term-changed', term);
    bus.subscribe('cart:item-add-outcome', outcome);
    expect(added).not.toHaveBeenCalled();
    expect(term).not.toHaveBeenCalled();
    expect(outcome).not.toHaveBeenCalled();
  });

  it('hands the last cart announcement to every later listener, heard or not', () => {
    const bus = createEventBus({ mode: 'production' });
    const early = vi.fn();
    bus.subscribe('cart:updated', early);
    bus.publish('cart:updated', { lineItemCount: 1, total: 129, lines: [{ sku: '100201', quantity: 1, lineItemId: 'l1' }] });
    bus.publish('cart:updated', { lineItemCount: 2, total: 258, lines: [{ sku: '100201', quantity: 2, lineItemId: 'l1' }] });
    expect(early).toHaveBeenCalledTimes(2);
    const late = vi.fn();
    const later = vi.fn();
    bus.subscribe('cart:updated', late);
    bus.subscribe('cart:updated', later);
    expect(late).toHaveBeenCalledExactlyOnceWith({ lineItemCount: 2, total: 258, lines: [{ sku: '100201', quantity: 2, lineItemId: 'l1' }] });
    expect(later).toHaveBeenCalledExactlyOnceWith({ lineItemCount: 2, total: 258, lines: [{ sku: '100201', quantity: 2, lineItemId: 'l1' }] });
  });

  it('keeps what the event map declares for each event: the add requests held, the cart announcement replayed', () => {
    expect(eventKeeping).toEqual({
      'cart:add-item-requested': { held: 5, answeredBy: 'cart-checkout' },
      'cart:add-items-requested': { held: 5, answeredBy: 'cart-checkout' },
      'cart:updated': { replay: 'last' },
    });
  });

  it('names the remote that answers a request it holds, so the shell can load it; a heard request names none', () => {
    const heldFor: string[] = [];
    const bus = createEventBus({ mode: 'development', onHeld: (name, remote) => heldFor.push(`${name} → ${remote}`) });
    bus.publish('cart:add-item-requested', { sku: '100201', quantity: 1, source: 'search' });
    expect(heldFor).toEqual(['cart:add-item-requested → cart-checkout']);
    bus.subscribe('cart:add-item-requested', () => undefined);
    bus.publish('cart:add-item-requested', { sku: '100201', quantity: 1, source: 'search' });
    bus.publish('cart:updated', { lineItemCount: 1, total: 129 });
    expect(heldFor).toEqual(['cart:add-item-requested → cart-checkout']);
  });

  it('takes an announcement without lines, as a cart remote built on the earlier map sends it', () => {
    const bus = createEventBus({ mode: 'development' });
    const handler = vi.fn();
    bus.subscribe('cart:updated', handler);
    bus.publish('cart:updated', { lineItemCount: 3, total: 990 });
    expect(handler).toHaveBeenCalledWith({ lineItemCount: 3, total: 990 });
    expect(() =>
      bus.publish('cart:updated', { lineItemCount: 1, lines: [{ sku: '1', quantity: 0, lineItemId: 'l1' }] }),
    ).toThrow(InvalidEventPayloadError);
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
