import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPLIANCE_MSG, CLAIM_FLAG_LIMIT } from '@shared/compliance';
import { auditLog, rateLimits } from '../../db/schema';
import { ADMIN_ROUTE_REFUSALS, expectRefused } from '../../test/admin-refusals';
import { insertProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';
import type { Member } from '../../test/accounts';
import type { StoredClaim } from './compliance';
import { complianceFlags, products } from './schema';

// Issue 49: members say a claim looks wrong; admins see the flags and the checks due again.
const t = useTestApp({ personas: true });
const { who } = t;

beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const checked = (standard: StoredClaim['standard'], day: string): StoredClaim => ({
  standard,
  status: 'checked',
  checkedAt: day,
  source: { reference: 'The list, current edition', url: 'https://example.mil/list' },
  checkedBy: 'someone',
});
const claimed = (standard: StoredClaim['standard']): StoredClaim => ({
  standard,
  status: 'claimed',
});

const reason = { reason: 'Not on the current APEL; the listed model number differs.' };
const flag = (
  productId: string,
  standard: string,
  as: Member | null = who.verified,
  body: object = reason,
) => t.as(as).post(`/api/products/${productId}/compliance/${standard}/flags`, body);

describe('POST /api/products/:id/compliance/:standard/flags', () => {
  it('takes a confirmed member’s or an admin’s flag, and refuses visitors and the unconfirmed', async () => {
    const p = await insertProduct(t.db, { compliance: [claimed('apel')] });
    const visitor = await flag(p.id, 'apel', null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe(COMPLIANCE_MSG.flagSignIn);
    const unconfirmed = await flag(p.id, 'apel', who.unverified);
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().error.message).toBe(COMPLIANCE_MSG.flagVerify);
    expect((await flag(p.id, 'apel', who.verified)).statusCode).toBe(201);
    expect((await flag(p.id, 'apel', who.admin)).statusCode).toBe(201);
    expect((await flag(p.id, 'apel', who.superAdmin)).statusCode).toBe(201);
    const rows = await t.db
      .select()
      .from(complianceFlags)
      .where(eq(complianceFlags.productId, p.id));
    expect(rows.map((r) => r.userId).sort()).toEqual(
      [who.verified.id, who.admin.id, who.superAdmin.id].sort(),
    );
  });

  it('keeps one open flag per member and claim', async () => {
    const p = await insertProduct(t.db, { compliance: [claimed('berry')] });
    expect((await flag(p.id, 'berry')).statusCode).toBe(201);
    const again = await flag(p.id, 'berry');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(COMPLIANCE_MSG.alreadyFlagged);
  });

  it.each([
    ['a standard the product does not claim', 'nsn', reason, 404, COMPLIANCE_MSG.claimNotFound],
    // A path naming no resource is a 404, as a malformed product id is.
    ['an unknown standard', 'mil-spec', reason, 404, 'Unknown standard: mil-spec'],
    ['a reason too short', 'taa', { reason: 'wrong' }, 400, COMPLIANCE_MSG.flagReason],
    ['a reason too long', 'taa', { reason: 'x'.repeat(501) }, 400, COMPLIANCE_MSG.flagReason],
    ['no reason', 'taa', {}, 400, COMPLIANCE_MSG.flagReason],
  ])('refuses %s, flagging nothing', async (_what, standard, body, status, message) => {
    const p = await insertProduct(t.db, { compliance: [claimed('taa')] });
    const res = await flag(p.id, standard, who.verified, body);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
    expect(
      await t.db.select().from(complianceFlags).where(eq(complianceFlags.productId, p.id)),
    ).toEqual([]);
  });

  it('refuses a member past the day’s limit of flags', async () => {
    const ps = await Promise.all(
      Array.from({ length: CLAIM_FLAG_LIMIT.max + 1 }, () =>
        insertProduct(t.db, { compliance: [claimed('usa')] }),
      ),
    );
    for (const p of ps.slice(0, -1)) expect((await flag(p.id, 'usa')).statusCode).toBe(201);
    const over = await flag(ps.at(-1)!.id, 'usa');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe(COMPLIANCE_MSG.flagLimit);
  });
});

describe('the admins’ compliance queue', () => {
  it.each(ADMIN_ROUTE_REFUSALS)('is refused to %s, with its decisions', async (refusal) => {
    const p = await insertProduct(t.db, { compliance: [claimed('ar670')] });
    await flag(p.id, 'ar670', who.admin);
    const [f] = await t.db
      .select()
      .from(complianceFlags)
      .where(eq(complianceFlags.productId, p.id));
    await expectRefused(t, refusal, [
      ['GET', '/api/admin/compliance'],
      ['POST', `/api/admin/compliance-flags/${f!.id}/decision`, { decision: 'dismiss' }],
    ]);
    const [after] = await t.db.select().from(complianceFlags).where(eq(complianceFlags.id, f!.id));
    expect(after!.status).toBe('pending');
  });

  it('lists open flags with the claim as it stands, and the checks due again, oldest first', async () => {
    const flagged = await insertProduct(t.db, {
      name: 'Flagged Glasses',
      compliance: [checked('apel', daysAgo(30))],
    });
    await flag(flagged.id, 'apel');
    const older = await insertProduct(t.db, {
      name: 'Due Ruck',
      compliance: [checked('nsn', daysAgo(500)), checked('berry', daysAgo(400)), claimed('usa')],
    });
    const newer = await insertProduct(t.db, {
      name: 'Due Boots',
      compliance: [checked('ar670', daysAgo(380)), checked('taa', daysAgo(10))],
    });
    await insertProduct(t.db, { name: 'Fresh', compliance: [checked('taa', daysAgo(364))] });
    const queue = (await t.as(who.admin).get('/api/admin/compliance')).json();
    const mine = queue.flags.find((f: { product: { id: string } }) => f.product.id === flagged.id);
    expect(mine).toMatchObject({
      standard: 'apel',
      claim: { standard: 'apel', status: 'checked' },
      reason: reason.reason,
    });
    expect(mine.claim.checkedBy).toBeUndefined();
    const due = queue.due.filter((d: { product: { id: string } }) =>
      [older.id, newer.id].includes(d.product.id),
    );
    expect(due.map((d: { product: { name: string } }) => d.product.name)).toEqual([
      'Due Ruck',
      'Due Boots',
    ]);
    expect(due[0].claims.map((c: { standard: string }) => c.standard)).toEqual(['nsn', 'berry']);
    expect(due[1].claims.map((c: { standard: string }) => c.standard)).toEqual(['ar670']);
    expect(queue.due.some((d: { product: { name: string } }) => d.product.name === 'Fresh')).toBe(
      false,
    );
    expect(queue.dueTotal).toBeGreaterThanOrEqual(2);
  });

  it('dismisses or upholds a flag once, logged, and the flag leaves the queue', async () => {
    const p = await insertProduct(t.db, { compliance: [claimed('mco'), claimed('dafi')] });
    await flag(p.id, 'mco');
    await flag(p.id, 'dafi');
    const rows = await t.db
      .select()
      .from(complianceFlags)
      .where(eq(complianceFlags.productId, p.id));
    const byStandard = Object.fromEntries(rows.map((r) => [r.standard, r.id]));
    const decide = (id: string, decision: string) =>
      t.as(who.admin).post(`/api/admin/compliance-flags/${id}/decision`, { decision });
    expect((await decide(byStandard.mco!, 'dismiss')).statusCode).toBe(200);
    expect((await decide(byStandard.dafi!, 'uphold')).statusCode).toBe(200);
    const again = await decide(byStandard.mco!, 'uphold');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(COMPLIANCE_MSG.flagDecided);
    const bad = await decide(byStandard.mco!, 'ignore');
    expect(bad.json().error.message).toBe(COMPLIANCE_MSG.decision);
    const after = await t.db
      .select()
      .from(complianceFlags)
      .where(eq(complianceFlags.productId, p.id));
    expect(Object.fromEntries(after.map((r) => [r.standard, [r.status, r.decidedBy]]))).toEqual({
      mco: ['dismissed', who.admin.id],
      dafi: ['upheld', who.admin.id],
    });
    const queue = (await t.as(who.admin).get('/api/admin/compliance')).json();
    expect(queue.flags.some((f: { product: { id: string } }) => f.product.id === p.id)).toBe(false);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, p.id));
    expect(entries.map((e) => [e.action, e.notes])).toEqual([
      ['claim_flag.dismiss', 'mco'],
      ['claim_flag.uphold', 'dafi'],
    ]);
  });

  it('answers 404 for a flag that does not exist', async () => {
    const res = await t
      .as(who.admin)
      .post('/api/admin/compliance-flags/00000000-0000-4000-8000-000000000000/decision', {
        decision: 'dismiss',
      });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(COMPLIANCE_MSG.flagNotFound);
  });

  it('puts a member’s flags in their data export', async () => {
    const p = await insertProduct(t.db, { name: 'Exported', compliance: [claimed('navpers')] });
    await flag(p.id, 'navpers', who.verified);
    await t.db.update(products).set({ name: 'Exported Shoes' }).where(eq(products.id, p.id));
    const data = (await t.as(who.verified).get('/api/me/export')).json();
    expect(data.claimFlags).toContainEqual(
      expect.objectContaining({
        productId: p.id,
        productName: 'Exported Shoes',
        standard: 'navpers',
        reason: reason.reason,
        status: 'pending',
        decidedAt: null,
      }),
    );
  });
});
