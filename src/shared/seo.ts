// Page metadata and structured data, built once here: the server renders it into the first
// HTML response and the browser applies the same data on client-side navigation.
import { categoryName } from './catalog';
import {
  PAGE_KEYS,
  PAGES,
  productPath,
  productQuestionsPath,
  type Page,
  type PageKey,
  type StaticPage,
} from './pages';
import { productPicture } from './product-images';
import { effectiveScores, reviewScoreOutOf10 } from './scoring';
import { claimedSpecsLd } from './spec-ld';
import type { TProduct } from './schemas/products';
import type { TAnswer, TQuestion } from './schemas/questions';
import type { TReviewText } from './schemas/reviews';
import { truncate } from './text';

export type JsonLd = Record<string, unknown>;

export interface HeadData {
  title: string;
  description: string;
  /** Path (with query where it matters) of the canonical URL. */
  path: string;
  image?: string;
  ogType?: 'website' | 'product' | 'article';
  jsonLd: JsonLd[];
  noindex?: boolean;
}

/** A path of one page, not a pattern: `/about`, not `/product/:id` or `*`. */
type FixedPath = Exclude<(typeof PAGES)[PageKey]['path'], `${string}:${string}` | '*'>;

/** The head data of each page at one path, by path: what the server's head lookup and the sitemap read. */
export const STATIC_PAGES = Object.fromEntries(
  PAGE_KEYS.flatMap((key) => {
    const { path, head }: Page = PAGES[key];
    return head && path !== '*' && !path.includes(':') ? [[path, head]] : [];
  }),
) as Readonly<Record<FixedPath, StaticPage>>;

/** The head data of the page at `path`, if one page has exactly that path. */
export const staticPageAt = (path: string): StaticPage | undefined =>
  Object.hasOwn(STATIC_PAGES, path) ? STATIC_PAGES[path as FixedPath] : undefined;

export const NOT_FOUND_PAGE: StaticPage = PAGES.notFound.head;

export function pageTitle(siteName: string, title: string): string {
  return title ? `${title} | ${siteName}` : `${siteName} – Military & Tactical Gear Reviews`;
}

/** A page's own title, out of the whole one `pageTitle` made (the home page's is whole). */
export function titleInSite(siteName: string, whole: string): string {
  const suffix = ` | ${siteName}`;
  return whole.endsWith(suffix) ? whole.slice(0, -suffix.length) : whole;
}

export function siteJsonLd(siteName: string, baseUrl: string): JsonLd[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: siteName,
      url: `${baseUrl}${PAGES.home.path}`,
      logo: `${baseUrl}/favicon.svg`,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: siteName,
      url: `${baseUrl}${PAGES.home.path}`,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${baseUrl}${PAGES.products.path}?search={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

export function breadcrumbJsonLd(baseUrl: string, items: { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: PAGES.home.path }, ...items].map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: `${baseUrl}${item.path}`,
    })),
  };
}

export function staticHead(
  siteName: string,
  baseUrl: string,
  path: string,
  page: StaticPage,
): HeadData {
  return {
    title: pageTitle(siteName, page.title),
    description: page.description,
    path,
    ogType: 'website',
    jsonLd: [
      ...siteJsonLd(siteName, baseUrl),
      ...(page.crumb ? [breadcrumbJsonLd(baseUrl, [{ name: page.crumb, path }])] : []),
    ],
    ...(page.private ? { noindex: true } : {}),
  };
}

/**
 * Issue 30: a field report leaves when the review was published alone, and moves when it was
 * modified to the latest approved report's date, or its author's last edit when later.
 */
function reviewModified(r: TReviewText): { dateModified?: string } {
  const latest = r.reports
    .filter((report) => report.status === 'approved')
    .reduce<string>(
      (at, report) => (report.createdAt > at ? report.createdAt : at),
      r.editedAt && r.editedAt > r.createdAt ? r.editedAt : r.createdAt,
    );
  return latest > r.createdAt ? { dateModified: latest.slice(0, 10) } : {};
}

/**
 * Issue 50: a product's answered questions as schema.org Questions about it (decision 033).
 * Google keeps QAPage for a page given to one question, which a product page is not, so each
 * stands alone, naming the product it is `about`: the answer the asker marked, and the others
 * shown as suggested, each with its votes, its author and its place on the page.
 */
const productLdId = (baseUrl: string, id: string) => `${baseUrl}${productPath(id)}#product`;

export function questionsJsonLd(
  baseUrl: string,
  product: { id: string; name: string },
  questions: readonly TQuestion[],
): JsonLd[] {
  const at = (anchor: string) => `${baseUrl}${productQuestionsPath(product.id)}#${anchor}`;
  const answerLd = (a: TAnswer) => ({
    '@type': 'Answer',
    text: a.text,
    dateCreated: a.createdAt,
    upvoteCount: a.upvotes,
    url: at(`answer-${a.id}`),
    author: { '@type': 'Person', name: a.author.name },
  });
  return questions
    .filter((q) => q.answerCount > 0 && q.answers.length > 0)
    .map((q) => {
      const accepted = q.answers.find((a) => a.accepted);
      const suggested = q.answers.filter((a) => a !== accepted);
      return {
        '@context': 'https://schema.org',
        '@type': 'Question',
        name: q.text,
        text: q.text,
        answerCount: q.answerCount,
        dateCreated: q.createdAt,
        url: at(`question-${q.id}`),
        author: { '@type': 'Person', name: q.author.name },
        about: { '@id': productLdId(baseUrl, product.id) },
        ...(accepted ? { acceptedAnswer: answerLd(accepted) } : {}),
        ...(suggested.length > 0 ? { suggestedAnswer: suggested.map(answerLd) } : {}),
      };
    });
}

/**
 * Structured-data ratings use best 10 and worst 1 (SPEC §2); a product's is BRI / 10, a
 * review's that of its effective scores (issue 30: its latest approved report's, if scored).
 */
export function productHead(
  siteName: string,
  baseUrl: string,
  product: TProduct,
  reviews: TReviewText[],
  questions: readonly TQuestion[] = [],
): HeadData {
  const path = productPath(product.id);
  // Our own copy (its largest width), never the address given (issue 32).
  const picture = productPicture(product.id, product.imageUrl, product.picture);
  const image = picture?.srcset ? picture.srcset.split(', ').at(-1)!.split(' ')[0]! : picture?.src;
  const productLd: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': productLdId(baseUrl, product.id),
    name: product.name,
    description: product.description,
    category: categoryName(product.category),
    url: `${baseUrl}${path}`,
    ...(image ? { image: absolute(baseUrl, image) } : {}),
    ...claimedSpecsLd(product.specs),
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      ...(product.amazonUrl ? { url: product.amazonUrl } : {}),
    },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: (product.battleReadyIndex / 10).toFixed(1),
            bestRating: 10,
            worstRating: 1,
            reviewCount: product.reviewCount,
          },
          review: reviews.map((r) => ({
            '@type': 'Review',
            name: r.title,
            reviewBody: r.content,
            datePublished: r.createdAt.slice(0, 10),
            ...reviewModified(r),
            author: { '@type': 'Person', name: r.author.name },
            reviewRating: {
              '@type': 'Rating',
              ratingValue: reviewScoreOutOf10(effectiveScores(r, r.reports)),
              bestRating: 10,
              worstRating: 1,
            },
          })),
        }
      : {}),
  };
  return {
    title: pageTitle(siteName, product.name),
    description: truncate(product.description, 160),
    path,
    image,
    ogType: 'product',
    jsonLd: [
      ...siteJsonLd(siteName, baseUrl),
      breadcrumbJsonLd(baseUrl, [
        { name: PAGES.products.head.crumb, path: PAGES.products.path },
        {
          name: categoryName(product.category),
          path: `${PAGES.products.path}?category=${product.category}`,
        },
        { name: product.name, path },
      ]),
      productLd,
      ...questionsJsonLd(baseUrl, product, questions),
    ],
  };
}

export function absolute(baseUrl: string, url: string): string {
  return url.startsWith('/') ? `${baseUrl}${url}` : url;
}
