import { VERIFICATION_MSG } from '@shared/schemas/verification';
import {
  MIL_CODES_PER_MEMBER_HOUR,
  MIL_CODES_PER_NETWORK_DAY,
  OIDC_STARTS_PER_MEMBER_HOUR,
  OIDC_STARTS_PER_NETWORK_HOUR,
} from '@shared/verification';
import type { Executor } from '../../db/types';
import { tooMany } from '../../lib/errors';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit';

interface Limit {
  rule: RateLimitRule;
  /** The 429's message; `Retry-After` says when. */
  message: string;
}

interface Limits {
  member: Limit;
  network: Limit;
}

const limit = (max: number, windowMinutes: number, message: string): Limit => ({
  rule: { max, windowMinutes },
  message,
});

/** `.mil` codes sent (issue 29). */
export const MIL_CODE_LIMITS: Limits = {
  member: limit(MIL_CODES_PER_MEMBER_HOUR, 60, VERIFICATION_MSG.milMemberLimit),
  network: limit(MIL_CODES_PER_NETWORK_DAY, 24 * 60, VERIFICATION_MSG.milNetworkLimit),
};

/** Sign-ins started at the identity provider (issue 44). */
export const OIDC_START_LIMITS: Limits = {
  member: limit(OIDC_STARTS_PER_MEMBER_HOUR, 60, VERIFICATION_MSG.oidcMemberLimit),
  network: limit(OIDC_STARTS_PER_NETWORK_HOUR, 60, VERIFICATION_MSG.oidcNetworkLimit),
};

/** Who is asking: the member, and the network their request came from (networkOf). */
export interface Asker {
  userId: string;
  network: string;
}

/**
 * Counts one attempt of `action` for the member and for their network, refusing it (429) past
 * either limit. Run it in a transaction: a refused attempt, rolled back, counts for neither.
 */
export async function countAttempt(tx: Executor, action: string, asker: Asker, limits: Limits) {
  const mine = await consumeRateLimit(tx, action, `user:${asker.userId}`, limits.member.rule);
  if (!mine.allowed) throw tooMany(limits.member.message, mine.retryAfterSeconds);
  const network = await consumeRateLimit(tx, action, `ip:${asker.network}`, limits.network.rule);
  if (!network.allowed) throw tooMany(limits.network.message, network.retryAfterSeconds);
}
