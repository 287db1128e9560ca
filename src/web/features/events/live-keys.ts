import type { QueryKey } from '@tanstack/react-query';
import type { TLiveEvent } from '@shared/live-events';
import { accountKeys } from '@web/features/accounts';
import { adminKeys } from '@web/features/admin';
import { contactKeys } from '@web/features/contact';
import { gearKitKeys } from '@web/features/gear-kit';
import { invitationKeys } from '@web/features/invitations';
import { legalKeys } from '@web/features/legal';
import { missionKeys } from '@web/features/mission-matcher';
import { notificationKeys } from '@web/features/notifications';
import { productKeys } from '@web/features/products';
import { questionKeys } from '@web/features/questions';
import { reviewKeys } from '@web/features/reviews';
import { siteKeys } from '@web/features/site';
import { submissionKeys } from '@web/features/submissions';
import { verificationKeys } from '@web/features/verification';
import { rootKeys } from '@web/lib/query-keys';

/** What to reload: every query under `prefix`, or only the one equal to it (`exact`). */
export interface Reload {
  prefix: QueryKey;
  exact?: boolean;
}

const under = (prefix: QueryKey) => ({ prefix });
const only = (prefix: QueryKey) => ({ prefix, exact: true });
/** The admin dashboard's figures and log follow every change an admin hears of. */
const adminOverview = [under(adminKeys.stats), under(adminKeys.auditLog)];

/**
 * The cached answers a live event makes stale (SPEC §4 Live refresh). Only queries a screen
 * shows are refetched; the rest are just marked stale. The keys are the features' own.
 */
export function reloadsFor(event: TLiveEvent): Reload[] {
  switch (event.topic) {
    case 'products':
      return [
        under(productKeys.all),
        // Gear Kit cards and a member's reviews show product names and prices.
        under(gearKitKeys.mine),
        under(reviewKeys.mine),
        ...adminOverview,
      ];
    case 'reviews':
      return [
        ...(event.ids === null
          ? [under(reviewKeys.all)]
          : event.ids.map((productId) => under(reviewKeys.ofProduct(productId)))),
        under(reviewKeys.pending),
        under(reviewKeys.flags),
        ...adminOverview,
      ];
    case 'questions':
      return [
        ...(event.ids === null
          ? [under(questionKeys.all)]
          : event.ids.map((productId) => under(questionKeys.ofProduct(productId)))),
        under(questionKeys.queue),
        ...adminOverview,
      ];
    case 'advisors':
      return [under(siteKeys.advisors), under(siteKeys.adminAdvisors)];
    case 'settings':
      return [under(siteKeys.settings), under(siteKeys.adminSettings), ...adminOverview];
    case 'legal':
      return [
        under(legalKeys.all),
        under(accountKeys.agreements),
        under(legalKeys.admin),
        ...adminOverview,
      ];
    case 'gear-kit':
      // The header's badge counts the kit: it comes with the viewer. A Mission Matcher kit
      // may leave out what is in the Gear Kit; what members keep together is related gear.
      return [
        under(gearKitKeys.mine),
        only(rootKeys.viewer),
        under(missionKeys.all),
        under(productKeys.related),
      ];
    case 'my-reviews':
      return [under(reviewKeys.mine)];
    case 'my-invitations':
      return [under(invitationKeys.mine)];
    case 'my-submissions':
      return [under(submissionKeys.mine)];
    case 'notifications':
      // The bell's count and the notifications page: new ones, or ones read in another tab.
      return [under(notificationKeys.all)];
    case 'account':
      // Roles come with the viewer; a service verification has its own answer (issue 29).
      return [only(rootKeys.viewer), under(verificationKeys.mine)];
    case 'flags':
      // Review flags' queue, the Standards tab's flags on claims (issue 49), and the Questions
      // tab's (issue 50).
      return [
        under(reviewKeys.flags),
        under(productKeys.complianceQueue),
        under(questionKeys.queue),
        ...adminOverview,
      ];
    case 'contact':
      return [under(contactKeys.admin), ...adminOverview];
    case 'invitations':
      return [under(invitationKeys.admin), ...adminOverview];
    case 'submissions':
      return [under(submissionKeys.pending), ...adminOverview];
  }
}
