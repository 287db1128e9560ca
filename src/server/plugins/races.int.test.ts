import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../features/invitations/schema';
import { user, userRoles } from '../db/schema';
import { wishlists } from '../features/gear-kit/schema';
import {
  createMember,
  insertInvitation,
  postSignUp,
  uniqueEmail,
  type Member,
} from '../test/accounts';
import { insertProduct } from '../test/fixtures';
import { useTestApp } from '../test/use-test-app';

// Issue 17: requests that race for one unique row. Each must get a 2xx or a 4xx; the database's
// unique constraint, which lets only one through, must never surface as a 500.

const t = useTestApp();
let superAdmin: Member;
beforeAll(async () => {
  superAdmin = await createMember(t, { roles: ['admin', 'super_admin'] });
});

const RACERS = 6;
const race = <T>(send: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: RACERS }, (_, i) => send(i)));
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);

describe('racing requests for one unique row', () => {
  it('sign-ups of one address with six invitations: no 5xx, one account', async () => {
    const email = uniqueEmail('racer');
    const codes = await race(async () => (await insertInvitation(t.db)).invitationCode);
    const answers = await race((i) =>
      postSignUp(t, {
        email,
        password: 'a fine password',
        branch: 'navy',
        invitationCode: codes[i],
        acceptTerms: true,
      }),
    );
    for (const s of statuses(answers)) expect(s).toBeLessThan(500);
    expect(await t.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
  });

  it('one invitation code used by six sign-ups at once: no 5xx, one account', async () => {
    const { invitationCode, id } = await insertInvitation(t.db);
    const emails = await race(async () => uniqueEmail('code-racer'));
    const answers = await race((i) =>
      postSignUp(t, {
        email: emails[i],
        password: 'a fine password',
        branch: 'navy',
        invitationCode,
        acceptTerms: true,
      }),
    );
    for (const s of statuses(answers)) expect(s).toBeLessThan(500);
    const made = await t.db.select().from(user).where(inArray(user.email, emails));
    expect(made).toHaveLength(1);
    const [invite] = await t.db.select().from(invitations).where(eq(invitations.id, id));
    expect(invite!.status).toBe('accepted');
  });

  it('one product put in one Gear Kit six times at once: all 2xx, one row', async () => {
    const member = await createMember(t);
    const p = await insertProduct(t.db);
    const answers = await race(() => t.as(member).put(`/api/me/gear-kit/${p.id}`));
    for (const s of statuses(answers)) expect(s).toBeLessThan(300);
    expect(await t.db.select().from(wishlists).where(eq(wishlists.userId, member.id))).toHaveLength(
      1,
    );
  });

  it('one member made admin six times at once: all 2xx, one role', async () => {
    const member = await createMember(t);
    const answers = await race(() => t.as(superAdmin).post(`/api/admin/users/${member.id}/admin`));
    for (const s of statuses(answers)) expect(s).toBeLessThan(300);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, member.id))).toHaveLength(
      1,
    );
  });
});
