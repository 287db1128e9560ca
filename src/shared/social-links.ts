// The footer's external social links (SPEC: Footer), set in the site settings. No zod here:
// the footer is on every page, and zod must not load before main.tsx configures it.

/** The external social links the footer may show (SPEC: Footer), in its order. */
export const SOCIAL_NETWORKS = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

/** An absolute https:// link without credentials: the only kind a social link may be. */
export function isHttpsLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password && url.hostname !== '';
  } catch {
    return false;
  }
}
