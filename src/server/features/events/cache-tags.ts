import { CACHE_TAGS } from '../../lib/read-cache-tags';
import type { Change } from './change';
import { SESSION_ONLY_TABLES } from './session-drops';

const each = (ids: string[] | null, one: (id: string) => string, all: string) =>
  ids === null ? [all] : ids.map(one);

/**
 * The cached answers a committed change makes stale. Reviews change their product's figures in
 * the same transaction, so the product's own notice drops the catalogue; profiles, review
 * media (migration 0016) and service verifications (0029) show in every review list. A
 * rendered page draws on many answers, so every change drops them all. A member's Gear Kit, roles,
 * verified email and second factor show in their pages' header.
 */
export function cacheTagsFor(change: Change): string[] {
  // A sign-in or a session sliding forward changes nothing anyone's pages show.
  if (SESSION_ONLY_TABLES.has(change.t)) return [];
  return [CACHE_TAGS.pages, ...answerTagsFor(change)];
}

function answerTagsFor(change: Change): string[] {
  switch (change.t) {
    case 'products':
      return [
        CACHE_TAGS.catalogue,
        ...each(change.ids, CACHE_TAGS.product, CACHE_TAGS.everyProduct),
        ...each(change.ids, CACHE_TAGS.reviewsOf, CACHE_TAGS.everyReviewList),
      ];
    // Issue 47: a product's survival estimate is read beside the product, under its tag.
    case 'product_survival':
      return each(change.p, CACHE_TAGS.product, CACHE_TAGS.everyProduct);
    // A field report (issue 30) shows under its review; the figures it moves come with the
    // product's own notice from the same transaction, as a review's do.
    case 'review_reports':
      return each(change.p, CACHE_TAGS.reviewsOf, CACHE_TAGS.everyReviewList);
    // An approved review makes its author an owner, whose answers say "Owns it" (issue 50).
    case 'reviews':
      return [
        ...each(change.p, CACHE_TAGS.reviewsOf, CACHE_TAGS.everyReviewList),
        ...each(change.p, CACHE_TAGS.questionsOf, CACHE_TAGS.everyQuestionList),
      ];
    // Issue 50: an answer names its question's product, so either drops that product's lists.
    case 'questions':
    case 'answers':
      return [
        CACHE_TAGS.anyQuestion,
        ...each(change.p, CACHE_TAGS.questionsOf, CACHE_TAGS.everyQuestionList),
      ];
    case 'profiles':
    case 'review_media':
    case 'service_verifications':
      return [CACHE_TAGS.reviewers];
    // Any kit's change may reorder the related gear of any product in it, or of any product kept
    // beside one: which would take reading kits to know, so every related answer goes.
    // A kit's products are what its keeper owns, which their answers show (issue 50).
    case 'wishlists':
      return [
        CACHE_TAGS.viewers,
        CACHE_TAGS.gearKits,
        ...each(change.p, CACHE_TAGS.questionsOf, CACHE_TAGS.everyQuestionList),
      ];
    // A member's frame shows their roles, verified email and second factor (seo/member-frame.ts).
    case 'user_roles':
    case 'user':
      return [CACHE_TAGS.viewers];
    case 'site_settings':
      return [CACHE_TAGS.settings];
    case 'advisors':
      return [CACHE_TAGS.advisors];
    default:
      return [];
  }
}
