import { eq, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import { VERIFICATION_MSG, type TOidcFinish } from '@shared/schemas/verification';
import { OIDC_FLOW_MINUTES } from '@shared/verification';
import { verificationOidcFlows } from './schema';
import type { Db } from '../../db/types';
import { badRequest, forbidden } from '../../lib/errors';
import { countAttempt, OIDC_START_LIMITS, type Asker } from './attempt-limits';
import { affiliationFromClaim } from './claims';
import type { IdentityHasher } from './identity-hash';
import type { OidcVerifier } from './oidc-client';
import { grantVerification, type OnVerifiedChange } from './service';

/**
 * POST /api/me/verification/oidc/start: a flow row holds the state, nonce and PKCE verifier
 * (random, for this member, for OIDC_FLOW_MINUTES), and the browser goes to the provider.
 * Limited per member and per network (issue 44); a refused start keeps nothing. A start the
 * provider could not be reached for counts all the same, so a provider that is down is not
 * asked again without end.
 */
export async function startOidcFlow(db: Db, verifier: OidcVerifier, member: Asker) {
  await db.transaction((tx) => countAttempt(tx, 'oidc_start', member, OIDC_START_LIMITS));
  const flow = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
  // Built first: an unreachable provider leaves no row behind.
  const url = await verifier.authorizationUrl(flow);
  await db.insert(verificationOidcFlows).values({
    ...flow,
    userId: member.userId,
    expiresAt: sql`now() + make_interval(mins => ${OIDC_FLOW_MINUTES})`,
  });
  return { url };
}

/** What the provider sent the browser back with, from the whole URL or the fields. */
function answerOf(input: TOidcFinish): URLSearchParams {
  if (input.callbackUrl !== undefined) {
    try {
      return new URL(input.callbackUrl).searchParams;
    } catch {
      throw badRequest(VERIFICATION_MSG.stateMissing);
    }
  }
  const query = new URLSearchParams();
  for (const key of ['code', 'state', 'iss', 'error', 'error_description'] as const) {
    const value = input[key];
    if (value !== undefined) query.set(key, value);
  }
  return query;
}

/** Takes the flow `state` names, once: a second finish with it finds nothing. */
async function consumeFlow(db: Db, state: string, userId: string) {
  return db.transaction(async (tx) => {
    const [flow] = await tx
      .select({
        userId: verificationOidcFlows.userId,
        nonce: verificationOidcFlows.nonce,
        codeVerifier: verificationOidcFlows.codeVerifier,
        expired: sql<boolean>`${verificationOidcFlows.expiresAt} <= now()`,
      })
      .from(verificationOidcFlows)
      .where(eq(verificationOidcFlows.state, state))
      .for('update');
    if (!flow) throw badRequest(VERIFICATION_MSG.stateUnknown);
    // Another member's flow stays theirs to finish: a link passed along proves nothing.
    if (flow.userId !== userId) {
      throw forbidden(VERIFICATION_MSG.stateNotYours);
    }
    await tx.delete(verificationOidcFlows).where(eq(verificationOidcFlows.state, state));
    return { ...flow, state };
  });
}

/**
 * POST /api/me/verification/oidc/finish: consumes the flow (good once, for its member, within
 * its minutes), has openid-client check the answer and exchange the code, and keeps only the
 * affiliation the status claim confirms, and the provider account as a keyed hash of its issuer
 * and subject, refused while revoked or verifying another account (issue 44). Nothing else the
 * provider said is stored: not its subject, name, address or birth date (decision 022).
 */
export async function finishOidcFlow(
  db: Db,
  verifier: OidcVerifier,
  identities: IdentityHasher,
  onVerifiedChange: OnVerifiedChange,
  userId: string,
  input: TOidcFinish,
) {
  const answer = answerOf(input);
  const state = answer.get('state');
  if (!state) throw badRequest(VERIFICATION_MSG.stateMissing);
  const flow = await consumeFlow(db, state, userId);
  if (flow.expired) throw badRequest(VERIFICATION_MSG.flowExpired);
  const tokens = await verifier.exchange(answer, flow);
  const { claim, affiliations } = verifier.settings;
  const status =
    claim in tokens.idClaims ? tokens.idClaims[claim] : (await tokens.userInfo())[claim];
  const affiliation = affiliationFromClaim(status, affiliations);
  if (!affiliation) throw badRequest(VERIFICATION_MSG.noMilitaryStatus);
  const hash = identities.ofProvider(tokens.issuer, tokens.subject);
  return db.transaction((tx) =>
    grantVerification(tx, userId, affiliation, { method: 'oidc', hash }, onVerifiedChange),
  );
}
