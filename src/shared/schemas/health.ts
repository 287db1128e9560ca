import { z } from 'zod';

/** GET /api/health: the site answers, and so does its database (which kind it is). */
export const ZHealth = z.object({ status: z.literal('ok'), database: z.string() });
/** GET /api/health/live: the process answers. */
export const ZLiveness = z.object({ status: z.literal('ok') });
/** GET /api/health/ready: this instance may be sent requests. */
export const ZReadiness = z.object({ status: z.literal('ready') });
