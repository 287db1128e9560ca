/** Every in-app URL, built in one place. */
export const paths = {
  home: '/',
  products: (query?: { search?: string; category?: string }) => {
    const params = new URLSearchParams();
    if (query?.search) params.set('search', query.search);
    if (query?.category) params.set('category', query.category);
    const qs = params.toString();
    return qs ? `/products?${qs}` : '/products';
  },
  product: (id: string) => `/product/${id}`,
  compare: (ids?: (string | null)[]) =>
    ids && ids.some(Boolean) ? `/compare?ids=${ids.map((i) => i ?? '').join(',')}` : '/compare',
  missionMatcher: '/mission-matcher',
  about: '/about',
  mission: '/mission',
  faq: '/faq',
  terms: '/terms',
  privacy: '/privacy',
  contact: '/contact',
  auth: '/auth',
  profile: '/profile',
  profileTab: (tab: 'submissions' | 'gear-kit' | 'invitations') => `/profile?tab=${tab}`,
  admin: '/admin',
  submitProduct: '/submit-product',
} as const;
