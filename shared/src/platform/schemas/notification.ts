import * as z from 'zod/mini';
import { DEFAULT_NOTIFICATION_DURATION_MS, NOTIFICATION_TYPES } from '../constants';

export { NOTIFICATION_TYPES };
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

const common = {
  type: notificationTypeSchema,
  /** The message bundle key of the text. */
  messageKey: z.string().check(z.minLength(1)),
};

/**
 * A notification: transient ones remove themselves after a
 * duration (default 2000 ms, doc 1 §9); persistent ones stay until removed
 * by key, and may be limited to one route name.
 */
export const notificationSchema = z.discriminatedUnion('lifetime', [
  z.object({
    ...common,
    lifetime: z.literal('transient'),
    durationMs: z._default(z.int().check(z.positive()), DEFAULT_NOTIFICATION_DURATION_MS),
  }),
  z.object({
    ...common,
    lifetime: z.literal('persistent'),
    key: z.string().check(z.minLength(1)),
    routeName: z.optional(z.string()),
  }),
]);
export type Notification = z.infer<typeof notificationSchema>;
