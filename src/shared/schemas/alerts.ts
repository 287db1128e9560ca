import { z } from 'zod';
import {
  ALERT_BATCHES_MAX,
  ALERT_KIND_IDS,
  ALERT_MSG,
  ALERT_SOURCE_MAX,
  ALERT_TEXT_MAX,
  ALERT_TEXT_MIN,
} from '../alerts';
import { isWebUrl, optionalText, pageParam } from './common';

/**
 * An alert as an admin writes it (issue 49): its kind, a short text, and optionally the source's
 * link (shown as text, never fetched) and the batches or dates affected.
 */
export const ZAlertWrite = z.strictObject({
  kind: z.enum(ALERT_KIND_IDS, ALERT_MSG.kind),
  text: z
    .string({ error: ALERT_MSG.text })
    .trim()
    .min(ALERT_TEXT_MIN, ALERT_MSG.text)
    .max(ALERT_TEXT_MAX, ALERT_MSG.text),
  source: z
    .string({ error: ALERT_MSG.source })
    .trim()
    .max(ALERT_SOURCE_MAX, ALERT_MSG.source)
    .refine((v) => v === '' || isWebUrl(v), ALERT_MSG.source)
    .optional()
    .transform((v) => (v ? v : undefined)),
  batches: optionalText(ALERT_BATCHES_MAX, ALERT_MSG.batches),
});
export type TAlertWrite = z.input<typeof ZAlertWrite>;

/** An update: the alert written again, and `resolved` to close it (kept, marked) or reopen it. */
export const ZAlertUpdate = ZAlertWrite.extend({
  resolved: z.boolean(ALERT_MSG.resolved).optional(),
});
export type TAlertUpdate = z.input<typeof ZAlertUpdate>;

export const ZAlertIdParam = z.object({ id: z.uuid(ALERT_MSG.notFound) });

export const ZAlert = z.object({
  id: z.string(),
  kind: z.enum(ALERT_KIND_IDS),
  text: z.string(),
  source: z.string().optional(),
  batches: z.string().optional(),
  postedAt: z.string(),
  resolvedAt: z.string().optional(),
});
export type TAlert = z.infer<typeof ZAlert>;

/** The public list's entry: the alert and the product it is on. */
export const ZAlertListItem = ZAlert.extend({
  product: z.object({ id: z.string(), name: z.string() }),
});
export type TAlertListItem = z.infer<typeof ZAlertListItem>;

export const ZAlertListQuery = z.object({ page: pageParam });

export const ZAlertPage = z.object({
  items: z.array(ZAlertListItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TAlertPage = z.infer<typeof ZAlertPage>;
