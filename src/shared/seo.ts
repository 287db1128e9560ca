// Page metadata and structured data, built once here: the server renders it into the first
// HTML response and the browser applies the same data on client-side navigation.
import { categoryName } from './catalog';
import { reviewScoreOutOf10 } from './scoring';
import type { TProduct } from './schemas/products';
import type { TReviewText } from './schemas/reviews';

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

export interface StaticPage {
  title: string;
  description: string;
  crumb?: string;
  /** A member's, an admin's or a one-time page: kept out of the sitemap and marked noindex. */
  private?: true;
}

export const STATIC_PAGES: Record<string, StaticPage> = {
  '/': {
    title: '',
    description:
      'Community reviews of military and tactical gear by service members, veterans and their families, scored with the Battle-Ready Index.',
  },
  '/products': {
    title: 'All Products',
    description:
      'Browse, search and filter tactical gear by category, price and Battle-Ready Index.',
    crumb: 'All Products',
  },
  '/compare': {
    title: 'Compare Gear',
    description: 'Compare up to 3 products side by side across every Battle-Ready metric.',
    crumb: 'Compare',
  },
  '/mission-matcher': {
    title: 'Mission Matcher',
    description:
      "Describe your mission and budget, and get a ranked kit chosen from the community's own reviews.",
    crumb: 'Mission Matcher',
  },
  '/about': {
    title: 'About Us',
    description:
      'Our mission: honest gear reviews by the military community, for the military community.',
    crumb: 'About',
  },
  '/mission': {
    title: 'Our Mission',
    description:
      'Why we built a community-first, ad-free review platform for military and tactical gear.',
    crumb: 'Mission',
  },
  '/faq': {
    title: 'FAQ',
    description: 'How the Battle-Ready Index works, who can review, submitting products and more.',
    crumb: 'FAQ',
  },
  '/terms': {
    title: 'Terms of Service',
    description: 'The terms for using the site.',
    crumb: 'Terms of Service',
  },
  '/privacy': {
    title: 'Privacy Policy',
    description: 'What we collect and how we protect it.',
    crumb: 'Privacy Policy',
  },
  '/contact': {
    title: 'Contact Us',
    description:
      'Questions, feedback, partnership ideas or product submission issues: send us a message.',
    crumb: 'Contact',
  },
  '/auth': {
    title: 'Sign In',
    description: 'Sign in or create your account.',
    crumb: 'Sign In',
    private: true,
  },
  '/auth/reset-password': {
    title: 'Reset Password',
    description: 'Choose a new password for your account.',
    private: true,
  },
  '/setup': {
    title: 'Create the Super Admin',
    description: 'First-start setup of the site administrator.',
    private: true,
  },
  '/profile': {
    title: 'Profile',
    description: 'Your reviews, submissions, invitations and Gear Kit.',
    private: true,
  },
  '/admin': { title: 'Admin Dashboard', description: 'Site administration.', private: true },
  '/submit-product': {
    title: 'Submit a Product',
    description: 'Add a tactical gear product for review by the community.',
    crumb: 'Submit a Product',
    private: true,
  },
};

export const NOT_FOUND_PAGE: StaticPage = {
  title: 'Mission Failed',
  description: 'The gear you are looking for has been misplaced.',
};

export function pageTitle(siteName: string, title: string): string {
  return title ? `${title} | ${siteName}` : `${siteName} – Military & Tactical Gear Reviews`;
}

export function siteJsonLd(siteName: string, baseUrl: string): JsonLd[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: siteName,
      url: `${baseUrl}/`,
      logo: `${baseUrl}/favicon.svg`,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: siteName,
      url: `${baseUrl}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${baseUrl}/products?search={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

export function breadcrumbJsonLd(baseUrl: string, items: { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...items].map((item, i) => ({
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

/** Structured-data ratings use best 10 and worst 1 (SPEC §2); a product's is BRI / 10. */
export function productHead(
  siteName: string,
  baseUrl: string,
  product: TProduct,
  reviews: TReviewText[],
): HeadData {
  const path = `/product/${product.id}`;
  const productLd: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    category: categoryName(product.category),
    url: `${baseUrl}${path}`,
    ...(product.imageUrl ? { image: absolute(baseUrl, product.imageUrl) } : {}),
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
            author: { '@type': 'Person', name: r.author.name },
            reviewRating: {
              '@type': 'Rating',
              ratingValue: reviewScoreOutOf10(r),
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
    image: product.imageUrl ?? undefined,
    ogType: 'product',
    jsonLd: [
      ...siteJsonLd(siteName, baseUrl),
      breadcrumbJsonLd(baseUrl, [
        { name: 'All Products', path: '/products' },
        { name: categoryName(product.category), path: `/products?category=${product.category}` },
        { name: product.name, path },
      ]),
      productLd,
    ],
  };
}

export function absolute(baseUrl: string, url: string): string {
  return url.startsWith('/') ? `${baseUrl}${url}` : url;
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
