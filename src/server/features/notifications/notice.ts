import type { NotificationKind } from '@shared/notifications';
import { truncate } from '@shared/text';

/** One thing to tell one member (issue 28), as the site and the e-mail will say it. */
export interface Notice {
  userId: string;
  kind: NotificationKind;
  /** Who did it: nobody is told of their own act. Null: the site itself (a reminder). */
  actorId: string | null;
  /** The other member the notice names, whose leaving takes it away (db/schema actor_id). */
  namesMember?: string;
  title: string;
  detail: string | null;
  /** In-site path of what it is about. */
  link: string | null;
}

const TITLE_MAX = 400;
const DETAIL_MAX = 2000;

/** Within the columns' limits, whatever the names and notes quoted. */
export const withinLimits = (notice: Notice): Notice => ({
  ...notice,
  title: truncate(notice.title, TITLE_MAX),
  detail: notice.detail === null ? null : truncate(notice.detail, DETAIL_MAX),
});
