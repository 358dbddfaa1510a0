import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { TRACKING_MAX_EVENTS_PER_PAGE_VIEW as TRACKING_QUEUE_MAX } from '../constants';
import { createTrackingQueue } from './tracking-queue';

type Event = { event: string; n?: number };
const ev = (n: number): Event => ({ event: 'pageView', n });

describe('tracking queue (doc 1 §9)', () => {
  it('holds events until consent, then sends them in order and later ones directly', () => {
    const send = vi.fn();
    const queue = createTrackingQueue<Event>({ send });
    expect(queue.track(ev(1))).toBe('held');
    expect(queue.track(ev(2))).toBe('held');
    expect(send).not.toHaveBeenCalled();
    expect(queue.held).toBe(2);
    queue.setConsent(true);
    expect(send.mock.calls.map(([event]) => event)).toEqual([ev(1), ev(2)]);
    expect(queue.track(ev(3))).toBe('sent');
    expect(send).toHaveBeenLastCalledWith(ev(3));
    expect(queue.held).toBe(0);
  });

  it('sends held events on flush and holds again after consent is withdrawn', () => {
    const send = vi.fn();
    const queue = createTrackingQueue<Event>({ send, consent: true });
    queue.setConsent(false);
    queue.track(ev(1));
    expect(send).not.toHaveBeenCalled();
    expect(queue.flush()).toBe(1);
    expect(send).toHaveBeenCalledWith(ev(1));
    expect(queue.flush()).toBe(0);
  });

  it('drops held events on clear', () => {
    const send = vi.fn();
    const queue = createTrackingQueue<Event>({ send });
    queue.track(ev(1));
    queue.clear();
    queue.setConsent(true);
    expect(send).not.toHaveBeenCalled();
  });

  it('accepts at most 250 events per page view', () => {
    const send = vi.fn();
    const queue = createTrackingQueue<Event>({ send, consent: true });
    expect(TRACKING_QUEUE_MAX).toBe(250);
    for (let n = 0; n < 260; n += 1) queue.track(ev(n));
    expect(send).toHaveBeenCalledTimes(250);
    expect(queue.track(ev(999))).toBe('dropped');
    expect(queue.acceptedThisPageView).toBe(250);
    queue.startPageView();
    expect(queue.acceptedThisPageView).toBe(0);
    expect(queue.track(ev(1000))).toBe('sent');
    expect(send).toHaveBeenCalledTimes(251);
  });

  it('bounds the held events across page views without consent', () => {
    const queue = createTrackingQueue<Event>({ send: vi.fn(), max: 3 });
    for (let n = 0; n < 3; n += 1) queue.track(ev(n));
    queue.startPageView();
    expect(queue.track(ev(3))).toBe('dropped');
    expect(queue.held).toBe(3);
  });

  it('never throws when send throws or rejects, and reports the failure', async () => {
    const onSendError = vi.fn();
    const failure = new Error('tag manager blocked');
    const send = () => {
      throw failure;
    };
    const throwing = createTrackingQueue<Event>({ send, consent: true, onSendError });
    expect(() => throwing.track(ev(1))).not.toThrow();
    expect(onSendError).toHaveBeenCalledWith(failure, ev(1));

    const rejecting = createTrackingQueue<Event>({ send: () => Promise.reject(failure), consent: true, onSendError });
    expect(rejecting.track(ev(2))).toBe('sent');
    await vi.waitFor(() => expect(onSendError).toHaveBeenCalledWith(failure, ev(2)));
  });

  it('swallows a failing error reporter and works without one', () => {
    const send = () => {
      throw new Error('x');
    };
    const onSendError = () => {
      throw new Error('y');
    };
    const reporterThrows = createTrackingQueue<Event>({ send, consent: true, onSendError });
    expect(() => reporterThrows.track(ev(1))).not.toThrow();
    const withoutReporter = createTrackingQueue<Event>({ send, consent: true });
    expect(() => withoutReporter.track(ev(1))).not.toThrow();
  });

  it('rejects a max that is not a whole number >= 0', () => {
    expect(() => createTrackingQueue<Event>({ send: vi.fn(), max: -1 })).toThrow(RangeError);
    expect(() => createTrackingQueue<Event>({ send: vi.fn(), max: 2.5 })).toThrow(RangeError);
  });

  it('never accepts more than 250 per page view nor holds more than 250 (property)', () => {
    const command = fc.oneof(
      { weight: 5, arbitrary: fc.record({ op: fc.constant('track' as const), count: fc.integer({ min: 1, max: 300 }) }) },
      {
        weight: 1,
        arbitrary: fc.record({ op: fc.constantFrom('startPageView' as const, 'flush' as const, 'grant' as const, 'withdraw' as const) }),
      },
    );
    fc.assert(
      fc.property(fc.array(command, { maxLength: 12 }), fc.boolean(), (commands, consent) => {
        const sent: Event[] = [];
        const queue = createTrackingQueue<Event>({ send: (event) => sent.push(event), consent });
        let acceptedThisPageView = 0;
        for (const command of commands) {
          if (command.op === 'track') {
            for (let n = 0; n < command.count; n += 1) {
              if (queue.track(ev(n)) !== 'dropped') acceptedThisPageView += 1;
            }
          } else if (command.op === 'startPageView') {
            queue.startPageView();
            acceptedThisPageView = 0;
          } else if (command.op === 'flush') {
            const held = queue.held;
            const before = sent.length;
            expect(queue.flush()).toBe(held);
            expect(sent.length - before).toBe(held);
          } else {
            queue.setConsent(command.op === 'grant');
          }
          expect(acceptedThisPageView).toBeLessThanOrEqual(TRACKING_QUEUE_MAX);
          expect(queue.acceptedThisPageView).toBe(acceptedThisPageView);
          expect(queue.held).toBeLessThanOrEqual(TRACKING_QUEUE_MAX);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
