import type { FastifyRequest } from 'fastify';
import { FRAME_VIEWER_ID } from '@shared/page-render';
import type { TMeResponse, TViewer } from '@shared/schemas/me';
import type { AppInstance } from '../../app-types';
import { CACHE_TAGS } from '../../lib/read-cache-tags';
import { signedSessionOf } from '../../lib/session-cookie';

/**
 * A signed-in member's page is the public page in a member's frame (decision 018): the header
 * and alerts as this member's shape of account shows them (Gear Kit count, verified or not, roles,
 * two-factor), with nothing that is theirs alone. Members of the same shape share one rendered,
 * compressed page; the browser fills the rest from /api/me and their own answers.
 */
export type Frame = TViewer;

/**
 * How long a session's frame is kept without a change heard: a sign-out elsewhere drops no frame
 * (it holds nothing of the member's own, and the page it frames grants nothing), so a frame of
 * an ended session may be served for this long; the browser's own /api/me says signed out.
 */
const FRAME_MAX_AGE_MS = 60_000;

/** The viewer with everything personal taken out: what the page may show every member alike. */
export function frameOf(viewer: TViewer): Frame {
  return {
    id: FRAME_VIEWER_ID,
    email: '',
    name: '',
    branch: null,
    reviewerScore: 0,
    memberSince: '',
    hasPassword: true,
    emailVerified: viewer.emailVerified,
    roles: viewer.roles,
    twoFactorEnabled: viewer.twoFactorEnabled,
    gearKitCount: viewer.gearKitCount,
  };
}

/** The read-cache key of a member's page: its URL and the frame's shape, which no URL can take. */
export const framedPageKey = (url: string, frame: Frame) =>
  `${url}\n${frame.gearKitCount}:${Number(frame.emailVerified)}:${frame.roles.join('+')}:${Number(frame.twoFactorEnabled)}`;

/**
 * The frame of the request's session, or null for a visitor or a session that is not valid.
 * Asked of /api/me itself, so it follows the route's rules; kept per signed cookie by the read
 * cache until any member's Gear Kit, roles or user row change (a vote, which moves profiles,
 * does not), or a minute passes.
 */
export function memberFrames(app: AppInstance) {
  const perRequest = new WeakMap<FastifyRequest, Promise<Frame | null>>();
  const load = async (cookie: string): Promise<Frame | null> => {
    const res = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    // Unknown (the database away): the public page, and the browser's own /api/me decides.
    if (res.statusCode !== 200) return null;
    const { viewer } = res.json<TMeResponse>();
    return viewer ? frameOf(viewer) : null;
  };
  return (request: FastifyRequest): Promise<Frame | null> => {
    let frame = perRequest.get(request);
    if (!frame) {
      const session = signedSessionOf(request.headers.cookie);
      const cookie = request.headers.cookie ?? '';
      frame = session
        ? app.readCache.remember(
            `frame:${session}`,
            [CACHE_TAGS.viewers],
            () => load(cookie),
            FRAME_MAX_AGE_MS,
          )
        : Promise.resolve(null);
      perRequest.set(request, frame);
    }
    return frame;
  };
}
