import type { LiveTopic, TLiveEvent } from '@shared/live-events';
import type { Change } from './change';

/** Who hears an event: everyone, admins, or the owners named (null: every signed-in member). */
export type Audience =
  { kind: 'everyone' } | { kind: 'admins' } | { kind: 'owners'; userIds: string[] | null };

export interface Delivery {
  audience: Audience;
  event: TLiveEvent;
}

const everyone: Audience = { kind: 'everyone' };
const admins: Audience = { kind: 'admins' };
const owners = (change: Change): Audience => ({ kind: 'owners', userIds: change.u });
const event = (topic: LiveTopic, ids: string[] | null = null): TLiveEvent => ({ topic, ids });

/**
 * What a committed change tells whom (SPEC §4, §7). A member hears about their own Gear Kit,
 * reviews, invitations and submissions; admins hear the moderation queues; everyone hears
 * what the public pages show. Ids only, and only ids the audience could look at anyway.
 */
export function deliveriesFor(change: Change): Delivery[] {
  switch (change.t) {
    case 'wishlists':
      return [{ audience: owners(change), event: event('gear-kit') }];
    case 'products':
      return [{ audience: everyone, event: event('products', change.ids) }];
    // Issue 47: readers of the product hear its survival estimate changed as they hear of it.
    case 'product_survival':
      return [{ audience: everyone, event: event('products', change.p) }];
    // Issue 30: a field report reaches whoever its review's change reaches.
    case 'reviews':
    case 'review_reports':
      return [
        { audience: everyone, event: event('reviews', change.p) },
        { audience: owners(change), event: event('my-reviews') },
      ];
    // Issue 50: the Questions tabs of the product, and the admins' queue, which reads them too.
    case 'questions':
    case 'answers':
      return [{ audience: everyone, event: event('questions', change.p) }];
    case 'advisors':
      return [{ audience: everyone, event: event('advisors') }];
    case 'site_settings':
      return [{ audience: everyone, event: event('settings') }];
    case 'legal_documents':
      return [{ audience: everyone, event: event('legal') }];
    case 'invitations':
      return [
        { audience: owners(change), event: event('my-invitations') },
        { audience: admins, event: event('invitations') },
      ];
    case 'pending_products':
      return [
        { audience: owners(change), event: event('my-submissions') },
        { audience: admins, event: event('submissions') },
      ];
    // Issue 49: a flag on a compliance claim is the admins' to look at, as a review's flag is.
    case 'review_flags':
    case 'compliance_flags':
    case 'qa_flags':
      return [{ audience: admins, event: event('flags') }];
    case 'contact_submissions':
      return [{ audience: admins, event: event('contact') }];
    case 'notifications':
      return [{ audience: owners(change), event: event('notifications') }];
    case 'user_roles':
    case 'service_verifications':
      return [{ audience: owners(change), event: event('account') }];
    default:
      return [];
  }
}
