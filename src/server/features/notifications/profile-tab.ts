import { PAGES } from '@shared/pages';

/** A notice's link to a tab of the member's profile. */
export const profileTab = (tab: string) => `${PAGES.profile.path}?tab=${tab}`;
