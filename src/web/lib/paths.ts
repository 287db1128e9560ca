import { PAGES, productPath, productQuestionsPath } from '@shared/pages';

const profileTab = (
  tab: 'submissions' | 'gear-kit' | 'invitations' | 'notifications' | 'verification',
) => `${PAGES.profile.path}?tab=${tab}`;

/** Every in-app URL, built in one place from the pages' paths (shared/pages.ts). */
export const paths = {
  home: PAGES.home.path,
  /** `exact`: the search as typed, never corrected (issue 31). */
  products: (query?: { search?: string; category?: string; exact?: boolean }) => {
    const params = new URLSearchParams();
    if (query?.search) params.set('search', query.search);
    if (query?.search && query.exact) params.set('exact', '1');
    if (query?.category) params.set('category', query.category);
    const qs = params.toString();
    return qs ? `${PAGES.products.path}?${qs}` : PAGES.products.path;
  },
  product: (id: string) => productPath(id),
  /** A product's Questions tab, at one question when it is named (issue 50). */
  productQuestions: (id: string, questionId?: string) => productQuestionsPath(id, questionId),
  compare: (ids?: (string | null)[]) =>
    ids && ids.some(Boolean)
      ? `${PAGES.compare.path}?ids=${ids.map((i) => i ?? '').join(',')}`
      : PAGES.compare.path,
  missionMatcher: PAGES.missionMatcher.path,
  alerts: PAGES.alerts.path,
  transparency: PAGES.transparency.path,
  about: PAGES.about.path,
  mission: PAGES.mission.path,
  faq: PAGES.faq.path,
  terms: PAGES.terms.path,
  privacy: PAGES.privacy.path,
  contact: PAGES.contact.path,
  auth: PAGES.auth.path,
  profile: PAGES.profile.path,
  profileTab,
  admin: PAGES.admin.path,
  submitProduct: PAGES.submitProduct.path,
  notifications: PAGES.notifications.path,
  notificationSettings: profileTab('notifications'),
} as const;
