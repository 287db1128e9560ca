import type { QueryKey } from '@tanstack/react-query';
import type { TLiveEvent } from '@shared/live-events';

/** What to reload: every query under `prefix`, or only the one equal to it (`exact`). */
export interface Reload {
  prefix: QueryKey;
  exact?: boolean;
}

const under = (...prefix: QueryKey) => ({ prefix });
const only = (...prefix: QueryKey) => ({ prefix, exact: true });
/** The admin dashboard's figures and log follow every change an admin hears of. */
const adminOverview = [under('admin', 'stats'), under('admin', 'audit-log')];

/**
 * The cached answers a live event makes stale (SPEC §4 Live refresh). Only queries a screen
 * shows are refetched; the rest are just marked stale. The keys are the features' own
 * (features/<area>/api.ts).
 */
export function reloadsFor(event: TLiveEvent): Reload[] {
  switch (event.topic) {
    case 'products':
      return [
        under('products'),
        // Gear Kit cards and a member's reviews show product names and prices.
        under('viewer', 'gear-kit'),
        under('viewer', 'reviews'),
        ...adminOverview,
      ];
    case 'reviews':
      return [
        ...(event.ids === null
          ? [under('reviews')]
          : event.ids.map((productId) => under('reviews', 'product', productId))),
        under('admin', 'reviews'),
        under('admin', 'flags'),
        ...adminOverview,
      ];
    case 'advisors':
      return [under('advisors'), under('admin', 'advisors')];
    case 'settings':
      return [under('settings'), under('admin', 'settings'), ...adminOverview];
    case 'legal':
      return [
        under('legal'),
        under('viewer', 'agreements'),
        under('admin', 'legal-documents'),
        ...adminOverview,
      ];
    case 'gear-kit':
      // The header's badge counts the kit: it comes with the viewer. A Mission Matcher kit
      // may leave out what is in the Gear Kit; what members keep together is related gear.
      return [
        under('viewer', 'gear-kit'),
        only('viewer'),
        under('products', 'mission'),
        under('products', 'related'),
      ];
    case 'my-reviews':
      return [under('viewer', 'reviews')];
    case 'my-invitations':
      return [under('viewer', 'invitations')];
    case 'my-submissions':
      return [under('viewer', 'submissions')];
    case 'notifications':
      // The bell's count and the notifications page: new ones, or ones read in another tab.
      return [under('viewer', 'notifications')];
    case 'account':
      // Roles come with the viewer; a service verification has its own answer (issue 29).
      return [only('viewer'), under('viewer', 'verification')];
    case 'flags':
      return [under('admin', 'flags'), ...adminOverview];
    case 'contact':
      return [under('admin', 'contact-submissions'), ...adminOverview];
    case 'invitations':
      return [under('admin', 'invitations'), ...adminOverview];
    case 'submissions':
      return [under('admin', 'submissions'), ...adminOverview];
  }
}
