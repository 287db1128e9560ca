import { z } from 'zod';
import { AFFILIATIONS, type Affiliation } from '@shared/verification';
import { ConfigError } from './config-error';
import { optionalText, optionalUrl } from './env-fields';

/** An OpenID provider attesting military status (issue 29): issuer, client and secret together, or none. */
export const ZVerifyOidcEnv = z.object({
  VERIFY_OIDC_ISSUER: optionalUrl,
  VERIFY_OIDC_CLIENT_ID: optionalText,
  VERIFY_OIDC_CLIENT_SECRET: optionalText,
  VERIFY_OIDC_SCOPE: optionalText,
  VERIFY_OIDC_CLAIM: optionalText,
  VERIFY_OIDC_AFFILIATIONS: optionalText,
  VERIFY_OIDC_NAME: optionalText,
});

/** One affiliation and the claim values (lower case) that mean it. */
export interface AffiliationRule {
  affiliation: ProviderAffiliation;
  values: string[];
}

/** What a provider may answer; `service_member` is the `.mil` mailbox's alone. */
export type ProviderAffiliation = Exclude<Affiliation, 'service_member'>;
const PROVIDER_AFFILIATIONS = Object.keys(AFFILIATIONS).filter(
  (a): a is ProviderAffiliation => a !== 'service_member',
);

/** The OpenID provider that attests service (features/verification, README). */
export interface VerifyOidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** The claim (ID token or userinfo) holding the member's military status. */
  claim: string;
  /** In order: the first rule any value of the claim matches gives the affiliation. */
  affiliations: AffiliationRule[];
  /** What the site calls the provider ("Verify with ID.me"). */
  name: string;
}

/**
 * ID.me's model (its group verification): the `status` claim holds
 * `[{ group: 'military', subgroups: ['Veteran'], verified: true }]`, the subgroups naming the
 * kind of service.
 */
export const VERIFY_OIDC_DEFAULTS = {
  scope: 'openid military',
  claim: 'status',
  affiliations:
    'active_duty=service member|active duty,veteran=veteran|retiree,military_family=military family|military spouse',
  name: 'ID.me',
} as const;

/**
 * `active_duty=service member|active duty,veteran=veteran` → rules in that order. Values are
 * compared without case; an unknown affiliation or an empty list is a configuration error.
 */
export function parseAffiliationRules(raw: string): AffiliationRule[] {
  return raw.split(',').map((part) => {
    const [key = '', list = ''] = part.split('=', 2).map((s) => s.trim());
    const affiliation = PROVIDER_AFFILIATIONS.find((a) => a === key);
    const values = list
      .split('|')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean);
    if (!affiliation || values.length === 0) {
      throw new ConfigError(
        `Invalid configuration: VERIFY_OIDC_AFFILIATIONS: "${part.trim()}" must be one of ${PROVIDER_AFFILIATIONS.join(', ')}, "=", and claim values separated by |`,
      );
    }
    return { affiliation, values };
  });
}

export function verifyOidcConfig(e: z.infer<typeof ZVerifyOidcEnv>): VerifyOidcConfig | null {
  const { VERIFY_OIDC_ISSUER: issuer, VERIFY_OIDC_CLIENT_ID: clientId } = e;
  const clientSecret = e.VERIFY_OIDC_CLIENT_SECRET;
  const given = [issuer, clientId, clientSecret].filter(Boolean).length;
  if (given === 0) return null;
  if (!issuer || !clientId || !clientSecret) {
    throw new ConfigError(
      'Invalid configuration: service verification needs VERIFY_OIDC_ISSUER, VERIFY_OIDC_CLIENT_ID and VERIFY_OIDC_CLIENT_SECRET together, or none of them',
    );
  }
  return {
    // Kept as written: the issuer must equal what the provider's discovery document says.
    issuer,
    clientId,
    clientSecret,
    scope: e.VERIFY_OIDC_SCOPE ?? VERIFY_OIDC_DEFAULTS.scope,
    claim: e.VERIFY_OIDC_CLAIM ?? VERIFY_OIDC_DEFAULTS.claim,
    affiliations: parseAffiliationRules(
      e.VERIFY_OIDC_AFFILIATIONS ?? VERIFY_OIDC_DEFAULTS.affiliations,
    ),
    name: e.VERIFY_OIDC_NAME ?? VERIFY_OIDC_DEFAULTS.name,
  };
}
