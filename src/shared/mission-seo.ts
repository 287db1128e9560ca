// The Mission Matcher's head (issue 15), apart from seo.ts: it needs the matcher's schema,
// which the pages every first visit loads should not carry.
import { formatCount } from './format';
import { categoryName } from './catalog';
import { missionInputs, ZMissionQuery } from './schemas/mission';
import { PAGES } from './pages';
import { pageTitle, staticHead, type HeadData } from './seo';

/**
 * A shared Mission Matcher link's head (issue 15): the mission and budget in the title, what
 * the kit holds in the description. Without valid inputs, the page's own head.
 */
export function missionHead(siteName: string, baseUrl: string, search: URLSearchParams): HeadData {
  const { path, head } = PAGES.missionMatcher;
  const base = staticHead(siteName, baseUrl, path, head);
  const parsed = ZMissionQuery.safeParse(Object.fromEntries(search));
  if (!parsed.success || !search.has('profile')) return base;
  const { profile, budget } = missionInputs(parsed.data);
  const dollars = `$${formatCount(budget)}`;
  const holds = profile.needs.map((n) => `${n.count} × ${categoryName(n.category)}`).join(', ');
  return {
    ...base,
    title: pageTitle(siteName, `${profile.name} kit within ${dollars} – Mission Matcher`),
    description: `${profile.name} kit within ${dollars}, ranked by the community's reviews: ${holds}.`,
    path: `${path}?profile=${profile.id}&budget=${budget}`,
  };
}
