// The route table: every page of the site, named once. The web router gives each page its screen
// by key; the links (web/lib/paths.ts), the head, the sitemap and robots read its path and head.

/** A page's head when it does not depend on what the page shows. */
export interface StaticPage {
  title: string;
  description: string;
  crumb?: string;
  /** A member's, an admin's or a one-time page: kept out of the sitemap and marked noindex. */
  private?: true;
}

export interface Page {
  /** As the router matches it: `:id` stands for one segment, `*` for any path. */
  readonly path: string;
  /** Head data of a page whose head does not depend on what it shows. */
  readonly head?: StaticPage;
}

/** In match order: the first page whose path matches is the one shown, so `*` comes last. */
export const PAGES = {
  home: {
    path: '/',
    head: {
      title: '',
      description:
        'Community reviews of military and tactical gear by service members, veterans and their families, scored with the Battle-Ready Index.',
    },
  },
  products: {
    path: '/products',
    head: {
      title: 'All Products',
      description:
        'Browse, search and filter tactical gear by category, price and Battle-Ready Index.',
      crumb: 'All Products',
    },
  },
  /** Its head is the product's own (seo.ts `productHead`). */
  product: { path: '/product/:id' },
  compare: {
    path: '/compare',
    head: {
      title: 'Compare Gear',
      description: 'Compare up to 3 products side by side across every Battle-Ready metric.',
      crumb: 'Compare',
    },
  },
  missionMatcher: {
    path: '/mission-matcher',
    head: {
      title: 'Mission Matcher',
      description:
        "Describe your mission and budget, and get a ranked kit chosen from the community's own reviews.",
      crumb: 'Mission Matcher',
    },
  },
  /** Issue 49: recalls, counterfeits and safety notices on every product, newest first. */
  alerts: {
    path: '/alerts',
    head: {
      title: 'Gear Alerts',
      description:
        'Recalls, counterfeit warnings, safety notices and discontinued gear, newest first.',
      crumb: 'Alerts',
    },
  },
  /** Issue 52: the moderation policy and the monthly figures, from the audit log. */
  transparency: {
    path: '/transparency',
    head: {
      title: 'Transparency',
      description:
        'Our moderation policy, and what moderation did each month: reviews approved and rejected by reason, hidden, restored and appealed.',
      crumb: 'Transparency',
    },
  },
  about: {
    path: '/about',
    head: {
      title: 'About Us',
      description:
        'Our mission: honest gear reviews by the military community, for the military community.',
      crumb: 'About',
    },
  },
  mission: {
    path: '/mission',
    head: {
      title: 'Our Mission',
      description:
        'Why we built a community-first, ad-free review platform for military and tactical gear.',
      crumb: 'Mission',
    },
  },
  faq: {
    path: '/faq',
    head: {
      title: 'FAQ',
      description:
        'How the Battle-Ready Index works, who can review, submitting products and more.',
      crumb: 'FAQ',
    },
  },
  terms: {
    path: '/terms',
    head: {
      title: 'Terms of Service',
      description: 'The terms for using the site.',
      crumb: 'Terms of Service',
    },
  },
  privacy: {
    path: '/privacy',
    head: {
      title: 'Privacy Policy',
      description: 'What we collect and how we protect it.',
      crumb: 'Privacy Policy',
    },
  },
  contact: {
    path: '/contact',
    head: {
      title: 'Contact Us',
      description:
        'Questions, feedback, partnership ideas or product submission issues: send us a message.',
      crumb: 'Contact',
    },
  },
  auth: {
    path: '/auth',
    head: {
      title: 'Sign In',
      description: 'Sign in or create your account.',
      crumb: 'Sign In',
      private: true,
    },
  },
  resetPassword: {
    path: '/auth/reset-password',
    head: {
      title: 'Reset Password',
      description: 'Choose a new password for your account.',
      private: true,
    },
  },
  setup: {
    path: '/setup',
    head: {
      title: 'Create the Super Admin',
      description: 'First-start setup of the site administrator.',
      private: true,
    },
  },
  profile: {
    path: '/profile',
    head: {
      title: 'Profile',
      description: 'Your reviews, submissions, invitations and Gear Kit.',
      private: true,
    },
  },
  admin: {
    path: '/admin',
    head: { title: 'Admin Dashboard', description: 'Site administration.', private: true },
  },
  submitProduct: {
    path: '/submit-product',
    head: {
      title: 'Submit a Product',
      description: 'Add a tactical gear product for review by the community.',
      crumb: 'Submit a Product',
      private: true,
    },
  },
  notifications: {
    path: '/notifications',
    head: {
      title: 'Notifications',
      description: 'What happened to your reviews, submissions, flags, invitations and Gear Kit.',
      private: true,
    },
  },
  unsubscribe: {
    path: '/unsubscribe',
    head: {
      title: 'E-mail Preferences',
      description: 'Stop an e-mail from the site, or start it again.',
      private: true,
    },
  },
  /** Where the identity provider sends a member back after verifying their service (issue 29). */
  verifyCallback: {
    path: '/verify/callback',
    head: {
      title: 'Service Verification',
      description: 'Checking what the identity provider said about your service.',
      private: true,
    },
  },
  /**
   * Issue 51: what this device kept for reading without a connection. The service worker shows
   * it in place of a page it never kept when there is no connection.
   */
  offline: {
    path: '/offline',
    head: {
      title: 'Offline',
      description: 'The pages this device kept for reading without a connection.',
      private: true,
    },
  },
  /** Its canonical URL is the path asked for, and it is always noindex. */
  notFound: {
    path: '*',
    head: {
      title: 'Mission Failed',
      description: 'The gear you are looking for has been misplaced.',
    },
  },
} as const satisfies Record<string, Page>;

export type PageKey = keyof typeof PAGES;

/** The pages' keys in the table's (match) order. */
export const PAGE_KEYS = Object.keys(PAGES) as PageKey[];

/** The path of one product's page. */
export const productPath = (id: string) => PAGES.product.path.replace(':id', () => id);

/** The product page's tab that opens from a link: `?tab=`. */
export const PRODUCT_QUESTIONS_TAB = 'questions';

/** A product's Questions tab (issue 50), at one question when it is named. */
export const productQuestionsPath = (id: string, questionId?: string) =>
  `${productPath(id)}?tab=${PRODUCT_QUESTIONS_TAB}${questionId ? `#question-${questionId}` : ''}`;
