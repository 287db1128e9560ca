import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_MSG } from '@shared/schemas/verification';
import {
  MIL_CODE_MINUTES,
  MIL_CODE_TRIES,
  MIL_CODES_PER_MEMBER_HOUR,
  MIL_CODES_PER_NETWORK_DAY,
} from '@shared/verification';
import { milEmailCodes, serviceVerifications } from './schema';
import { rateLimits } from '../../db/schema';
import type { MailMessage, Mailer } from '../../lib/mail/mailer';
import { createMember, type Member } from '../../test/accounts';
import { tablesHolding } from '../../test/stored-text';
import { lapseRevocations } from '../../test/lapse-revocations';
import { useTestApp } from '../../test/use-test-app';
import { expectError } from '../../test/error-answer';

// Issue 29: verifying service through a `.mil` mailbox. The code goes straight to the address
// (never the outbox's queue), and the address is kept nowhere.

const START = '/api/me/verification/mil/start';
const CONFIRM = '/api/me/verification/mil/confirm';

/** Keeps what it is given; `failing` makes the next sends fail as an SMTP server down would. */
const mailbox = { sent: [] as MailMessage[], failing: false };
const mailer: Mailer = {
  async send(message) {
    if (mailbox.failing) throw new Error('connection refused');
    mailbox.sent.push(message);
  },
};

const t = useTestApp({ personas: true, deps: { mailer } });

let addressCounter = 0;
const milAddress = () => `pfc.${++addressCounter}.${Date.now()}@army.mil`;

/** The code in the last mail to `to`. */
function codeSentTo(to: string): string {
  const mail = mailbox.sent.findLast((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

const codeOf = async (userId: string) =>
  (await t.db.select().from(milEmailCodes).where(eq(milEmailCodes.userId, userId)))[0];
const verificationOf = async (userId: string) =>
  (
    await t.db.select().from(serviceVerifications).where(eq(serviceVerifications.userId, userId))
  )[0];

/** Asks for a code to a fresh address; returns the address and the code the mail carried. */
async function askCode(m: Member, ip?: string) {
  const email = milAddress();
  const res = await t.as(m, { ip }).post(START, { email });
  expect(res.statusCode).toBe(200);
  return { email, code: codeSentTo(email) };
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('who may verify with a .mil address', () => {
  it.each([
    ['a visitor', null, 401, VERIFICATION_MSG.signIn],
    ['a member whose e-mail is unconfirmed', 'unverified', 403, VERIFICATION_MSG.confirmEmail],
  ] as const)('refuses %s, and sends nothing', async (_label, who, status, message) => {
    const caller = who ? t.who[who] : null;
    const before = mailbox.sent.length;
    expectError(await t.as(caller).post(START, { email: milAddress() }), status, message);
    expectError(await t.as(caller).post(CONFIRM, { code: '123456' }), status, message);
    expect(mailbox.sent.length).toBe(before);
  });

  it.each(['verified', 'admin', 'superAdmin'] as const)(
    'verifies %s as a service member with the code from the mail',
    async (who) => {
      const m = t.who[who];
      const { email, code } = await askCode(m);
      const mail = mailbox.sent.findLast((x) => x.to === email)!;
      expect(mail.subject).toBe('Your Battle Ready service verification code');
      expect(mail.text).toContain(`within ${MIL_CODE_MINUTES} minutes`);
      expect(mail.html).toContain(code);

      const status = await t.as(m).get('/api/me/verification');
      expect(status.json().milCode).toMatchObject({ triesLeft: MIL_CODE_TRIES });

      const res = await t.as(m).post(CONFIRM, { code: ` ${code} ` });
      expect(res.statusCode).toBe(200);
      expect(res.json().verification).toMatchObject({
        affiliation: 'service_member',
        method: 'mil_email',
      });
      expect(await verificationOf(m.id)).toMatchObject({ affiliation: 'service_member' });
      expect(await codeOf(m.id)).toBeUndefined();
      // Used up: the same code again finds nothing.
      expectError(await t.as(m).post(CONFIRM, { code }), 400, VERIFICATION_MSG.milNoCode);
    },
  );
});

describe('asking for a code', () => {
  it.each([
    ['an address on another domain', 'pfc@gmail.com', VERIFICATION_MSG.milDomainOnly],
    [
      'a domain that only looks like .mil',
      'pfc@army.mil.example.com',
      VERIFICATION_MSG.milDomainOnly,
    ],
    ['a domain ending in "mil" without the dot', 'pfc@army.usmil', VERIFICATION_MSG.milDomainOnly],
    ['no address', '', VERIFICATION_MSG.milEmailInvalid],
    ['not an address', 'army.mil', VERIFICATION_MSG.milEmailInvalid],
  ])('refuses %s with its message, sending and keeping nothing', async (_l, email, message) => {
    const m = await createMember(t);
    const before = mailbox.sent.length;
    expectError(await t.as(m).post(START, { email }), 400, message);
    expect(mailbox.sent.length).toBe(before);
    expect(await codeOf(m.id)).toBeUndefined();
  });

  it('takes any .mil domain, in any case', async () => {
    const m = await createMember(t);
    for (const email of ['Sgt.Doe@NAVY.MIL', 'doe@mail.mil', 'doe@us.af.mil']) {
      expect((await t.as(m).post(START, { email })).statusCode).toBe(200);
    }
  });

  it('keeps only the code’s hash, never the address, in any table', async () => {
    const m = await createMember(t);
    const { email, code } = await askCode(m);
    const row = await codeOf(m.id);
    expect(row).toMatchObject({ tries: 0 });
    expect(row!.codeHash).not.toContain(code);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(MIL_CODE_MINUTES, 1);
    expect(await tablesHolding(t.db, [email, email.split('@')[0]!])).toEqual([]);

    await t.as(m).post(CONFIRM, { code });
    expect(await tablesHolding(t.db, [email, email.split('@')[0]!])).toEqual([]);
  });

  it('replaces an earlier code: only the newest works', async () => {
    const m = await createMember(t);
    const first = await askCode(m);
    const second = await askCode(m);
    if (first.code !== second.code) {
      expectError(
        await t.as(m).post(CONFIRM, { code: first.code }),
        400,
        VERIFICATION_MSG.milWrongCode(MIL_CODE_TRIES - 1),
      );
    }
    expect((await t.as(m).post(CONFIRM, { code: second.code })).statusCode).toBe(200);
  });

  it(`allows ${MIL_CODES_PER_MEMBER_HOUR} codes an hour per member`, async () => {
    const m = await createMember(t);
    for (let i = 0; i < MIL_CODES_PER_MEMBER_HOUR; i++) await askCode(m);
    const last = await codeOf(m.id);
    const before = mailbox.sent.length;
    const res = await t.as(m).post(START, { email: milAddress() });
    expectError(res, 429, VERIFICATION_MSG.milMemberLimit);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    expect(mailbox.sent.length).toBe(before);
    expect(await codeOf(m.id)).toEqual(last);
  });

  it(`allows ${MIL_CODES_PER_NETWORK_DAY} codes a day per network`, async () => {
    const ip = '10.77.1.2';
    const m = await createMember(t);
    await askCode(m, ip);
    const subject = `ip:${ip}`;
    const counted = () =>
      t.db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(and(eq(rateLimits.action, 'mil_code'), eq(rateLimits.subject, subject)));
    expect(await counted()).toEqual([{ count: 1 }]);
    // Others on the network asked for the rest of the day's codes.
    await t.db
      .update(rateLimits)
      .set({ count: MIL_CODES_PER_NETWORK_DAY })
      .where(eq(rateLimits.subject, subject));
    const other = await createMember(t);
    const res = await t.as(other, { ip }).post(START, { email: milAddress() });
    expectError(res, 429, VERIFICATION_MSG.milNetworkLimit);
    expect(await codeOf(other.id)).toBeUndefined();
    // From another network the same member may.
    expect((await t.as(other).post(START, { email: milAddress() })).statusCode).toBe(200);
  });

  it('keeps no code when the mail cannot be sent', async () => {
    const m = await createMember(t);
    mailbox.failing = true;
    try {
      expectError(
        await t.as(m).post(START, { email: milAddress() }),
        503,
        VERIFICATION_MSG.milMailFailed,
      );
    } finally {
      mailbox.failing = false;
    }
    expect(await codeOf(m.id)).toBeUndefined();
  });
});

describe('entering the code', () => {
  it('counts wrong codes down, and after the last even the right one is refused', async () => {
    const m = await createMember(t);
    const { code } = await askCode(m);
    const wrong = wrongCodeFor(code);
    for (let left = MIL_CODE_TRIES - 1; left >= 0; left--) {
      expectError(
        await t.as(m).post(CONFIRM, { code: wrong }),
        400,
        VERIFICATION_MSG.milWrongCode(left),
      );
      expect(await codeOf(m.id)).toMatchObject({ tries: MIL_CODE_TRIES - left });
    }
    expect(VERIFICATION_MSG.milWrongCode(0)).toBe(
      'That code is not right, and no tries are left: ask for a new code',
    );
    const status = await t.as(m).get('/api/me/verification');
    expect(status.json().milCode).toMatchObject({ triesLeft: 0 });

    // The sixth try, with the right code.
    expectError(await t.as(m).post(CONFIRM, { code }), 429, VERIFICATION_MSG.milTooManyTries);
    expect(await codeOf(m.id)).toBeUndefined();
    expect(await verificationOf(m.id)).toBeUndefined();
  });

  it('lets six confirmations sent at once use a code once', async () => {
    const m = await createMember(t);
    const { code } = await askCode(m);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.as(m).post(CONFIRM, { code })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    for (const res of answers.filter((r) => r.statusCode === 400)) {
      expect(res.json().error.message).toBe(VERIFICATION_MSG.milNoCode);
    }
  });

  it('counts six wrong codes sent at once as six tries', async () => {
    const m = await createMember(t);
    const { code } = await askCode(m);
    const wrong = wrongCodeFor(code);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.as(m).post(CONFIRM, { code: wrong })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([400, 400, 400, 400, 400, 429]);
    expect(await codeOf(m.id)).toBeUndefined();
  });

  it('refuses an expired code and removes it', async () => {
    const m = await createMember(t);
    const { code } = await askCode(m);
    await t.db
      .update(milEmailCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(milEmailCodes.userId, m.id));
    expectError(await t.as(m).post(CONFIRM, { code }), 400, VERIFICATION_MSG.milCodeExpired);
    expect(await codeOf(m.id)).toBeUndefined();
    expect(await verificationOf(m.id)).toBeUndefined();
  });

  it('asks for a new code when the one waiting has no address hash (asked for before 0035)', async () => {
    const m = await createMember(t);
    const { code } = await askCode(m);
    await t.db
      .update(milEmailCodes)
      .set({ identityHash: null })
      .where(eq(milEmailCodes.userId, m.id));
    expectError(await t.as(m).post(CONFIRM, { code }), 400, VERIFICATION_MSG.milCodeExpired);
    expect(await codeOf(m.id)).toBeUndefined();
    expect(await verificationOf(m.id)).toBeUndefined();
  });

  it('refuses a code when none was asked for', async () => {
    const m = await createMember(t);
    expectError(await t.as(m).post(CONFIRM, { code: '123456' }), 400, VERIFICATION_MSG.milNoCode);
  });

  it("refuses another member's code, and leaves theirs as it was", async () => {
    const owner = await createMember(t);
    const other = await createMember(t);
    const { code } = await askCode(owner);
    expectError(await t.as(other).post(CONFIRM, { code }), 400, VERIFICATION_MSG.milNoCode);
    expect(await verificationOf(other.id)).toBeUndefined();
    expect(await codeOf(owner.id)).toMatchObject({ tries: 0 });

    // Nor does a code of their own let them use the other's.
    const theirs = await askCode(other);
    if (theirs.code !== code) {
      expectError(
        await t.as(other).post(CONFIRM, { code }),
        400,
        VERIFICATION_MSG.milWrongCode(MIL_CODE_TRIES - 1),
      );
    }
    expect(await verificationOf(other.id)).toBeUndefined();
    expect((await t.as(owner).post(CONFIRM, { code })).statusCode).toBe(200);
  });

  it.each([
    ['five digits', '12345'],
    ['letters', '12a456'],
    ['nothing', ''],
  ])('refuses %s as not a code, spending no try', async (_label, code) => {
    const m = await createMember(t);
    await askCode(m);
    expectError(await t.as(m).post(CONFIRM, { code }), 400, VERIFICATION_MSG.milCodeFormat);
    expect(await codeOf(m.id)).toMatchObject({ tries: 0 });
  });
});

describe('one .mil address verifies one account (issue 44)', () => {
  /** Asks for a code to `email` (any earlier hour's asking forgiven) and sends it back. */
  async function verifyWith(m: Member, email: string) {
    await t.db.delete(rateLimits).where(eq(rateLimits.subject, `user:${m.id}`));
    expect((await t.as(m).post(START, { email })).statusCode).toBe(200);
    return t.as(m).post(CONFIRM, { code: codeSentTo(email.trim()) });
  }
  const revoke = (m: Member) =>
    t.as(t.who.admin).post(`/api/admin/users/${m.id}/verification/revoke`, { reason: 'Shared' });
  const lift = (m: Member) => t.as(t.who.admin).post(`/api/admin/users/${m.id}/verification/lift`);
  const mailbox = () => {
    const local = `sgt.${++addressCounter}.${Date.now()}`;
    return { plain: `${local}@navy.mil`, tagged: ` ${local.toUpperCase()}+second@Navy.MIL ` };
  };

  it('refuses a second account the same mailbox, whatever its case or +tag, changing nothing', async () => {
    const { plain, tagged } = mailbox();
    const [holder, other] = [await createMember(t), await createMember(t)];
    expect((await verifyWith(holder, plain)).statusCode).toBe(200);

    const refused = await verifyWith(other, tagged);
    const othersCode = codeSentTo(tagged.trim());
    expectError(refused, 409, VERIFICATION_MSG.identityInUse('mil_email'));
    expect(await verificationOf(other.id)).toBeUndefined();
    // The code stays as it was: the right one spent no try.
    expect(await codeOf(other.id)).toMatchObject({ tries: 0 });

    // The holder again, with the tagged spelling: the same mailbox, renewed.
    expect((await verifyWith(holder, tagged)).statusCode).toBe(200);
    // Removed by the holder, the mailbox may verify one account again.
    await t.as(holder).delete('/api/me/verification');
    expect((await t.as(other).post(CONFIRM, { code: othersCode })).statusCode).toBe(200);
    expectError(await verifyWith(holder, plain), 409, VERIFICATION_MSG.identityInUse('mil_email'));
    // Kept as its keyed hash only: neither spelling, nor the mailbox's name, is in any table.
    expect(await tablesHolding(t.db, [plain, tagged.trim(), plain.split('@')[0]!])).toEqual([]);
  });

  it('lets six accounts confirming one mailbox at once verify one of them', async () => {
    const { plain } = mailbox();
    const accounts: Member[] = [];
    for (let i = 0; i < 6; i++) accounts.push(await createMember(t));
    const codes: string[] = [];
    for (const m of accounts) {
      const email = `${plain.split('@')[0]}+${m.id}@navy.mil`;
      expect((await t.as(m).post(START, { email })).statusCode).toBe(200);
      codes.push(codeSentTo(email));
    }
    const answers = await Promise.all(
      accounts.map((m, i) => t.as(m).post(CONFIRM, { code: codes[i] })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('keeps a revoked mailbox from verifying any account until lifted or its days pass', async () => {
    const { plain, tagged } = mailbox();
    const [m, other] = [await createMember(t), await createMember(t)];
    expect((await verifyWith(m, plain)).statusCode).toBe(200);
    expect((await revoke(m)).statusCode).toBe(200);

    for (const who of [m, other]) {
      expectError(
        await verifyWith(who, tagged),
        403,
        VERIFICATION_MSG.identityRevoked('mil_email'),
      );
      expect(await verificationOf(who.id)).toBeUndefined();
    }

    expect((await lift(m)).statusCode).toBe(200);
    expect((await verifyWith(other, plain)).statusCode).toBe(200);

    expect((await revoke(other)).statusCode).toBe(200);
    expectError(await verifyWith(m, plain), 403, VERIFICATION_MSG.identityRevoked('mil_email'));
    await lapseRevocations(t.db, other.id);
    expect((await verifyWith(m, tagged)).statusCode).toBe(200);
  });
});
