import { missionHead } from '@shared/mission-seo';
import { PAGES } from '@shared/pages';
import { NOT_FOUND_PAGE, productHead, staticHead, staticPageAt, type HeadData } from '@shared/seo';
import type { Db } from '../../db/types';
import { CACHE_TAGS } from '../../lib/read-cache-tags';
import type { ResponseCache } from '../../lib/response-cache';
import { AppError } from '../../lib/errors';
import { getProduct } from '../products';
import { answeredQuestions } from '../questions';
import { topApprovedReviews } from '../reviews';

/** A product page's path whose id has the form of a product's (a UUID). */
const PRODUCT_PATH = new RegExp(`^${PAGES.product.path.replace(':id', '([0-9a-f-]{36})')}/?$`, 'i');
/** Reviews embedded in a product's structured data. */
const STRUCTURED_REVIEWS = 3;

export interface ResolvedHead {
  status: number;
  head: HeadData;
}

/** The head and status for a path the SPA will render: unknown paths and products are 404s. */
export async function resolveHead(
  db: Db,
  cache: ResponseCache,
  siteName: string,
  baseUrl: string,
  url: URL,
): Promise<ResolvedHead> {
  const path = url.pathname.replace(/(.)\/+$/, '$1');
  if (path === PAGES.missionMatcher.path) {
    return { status: 200, head: missionHead(siteName, baseUrl, url.searchParams) };
  }
  const page = staticPageAt(path);
  if (page) {
    const head = staticHead(siteName, baseUrl, path, page);
    const category = url.searchParams.get('category');
    if (path === PAGES.products.path && category && /^[a-z]{1,20}$/.test(category)) {
      head.path = `${path}?category=${category}`;
    }
    return { status: 200, head };
  }
  const productId = PRODUCT_PATH.exec(path)?.[1];
  if (productId) {
    try {
      const tags = [
        CACHE_TAGS.product(productId),
        CACHE_TAGS.reviewsOf(productId),
        CACHE_TAGS.questionsOf(productId),
        CACHE_TAGS.reviewers,
      ];
      const head = await cache.remember(`product-head:${productId}`, tags, async () => {
        const product = await getProduct(db, productId);
        const [reviews, questions] = await Promise.all([
          topApprovedReviews(db, productId, STRUCTURED_REVIEWS),
          answeredQuestions(db, productId),
        ]);
        return productHead(siteName, baseUrl, product, reviews, questions);
      });
      return { status: 200, head };
    } catch (err) {
      if (!(err instanceof AppError && err.status === 404)) throw err;
      return notFoundHead(siteName, baseUrl, path, 'Product Not Found');
    }
  }
  return notFoundHead(siteName, baseUrl, path, NOT_FOUND_PAGE.title);
}

function notFoundHead(
  siteName: string,
  baseUrl: string,
  path: string,
  title: string,
): ResolvedHead {
  const head = staticHead(siteName, baseUrl, path, { ...NOT_FOUND_PAGE, title });
  return { status: 404, head: { ...head, noindex: true } };
}
