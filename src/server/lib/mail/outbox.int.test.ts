import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createMessaging } from '../../app-services';
import { inProcessConfig } from '../../config';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/harness';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { OUTBOX_TEST_JOBS } from '../../test/outbox-settings';
import { until } from '../../test/until';
import { queueReport } from '../jobs/queue-report';

// Issue 28, decision 021: every mail is queued in the database and sent by a worker; a refusing
// SMTP server delays mail but loses none, and a worker killed between the server's acceptance
// and marking the job done leaves it to be sent again (at least once, with the same Message-ID).
const WORKER = path.resolve('src/server/test/mail-worker.ts');
const children: ChildProcess[] = [];
const closing: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  for (const close of closing.splice(0).reverse()) await close();
});
afterAll(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

async function setUp() {
  const database = await openTestDatabase();
  const mail = await startMailCatcher();
  closing.push(
    () => database.close(),
    () => mail.close(),
  );
  return { database, mail };
}

/** The outbox of an instance on `database`: one that only queues, or one that works too. */
async function instance(database: Database, smtpUrl: string, work: boolean) {
  const config = inProcessConfig({ smtpUrl, jobs: { ...OUTBOX_TEST_JOBS, work } });
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const messaging = createMessaging(config, database, config.authSecret!, { log: quiet });
  await messaging.jobs.start();
  closing.push(() => messaging.jobs.stop());
  return messaging;
}

/** Queues a message as a request's process does. */
async function sender(database: Database, smtpUrl: string) {
  const messaging = await instance(database, smtpUrl, false);
  return (subject: string) =>
    messaging.outbox.queue(database.db, {
      to: 'reader@example.test',
      subject,
      text: `${subject}, in words.`,
      html: `<p>${subject}</p>`,
    });
}

async function startWorker(database: Database, mail: MailCatcher) {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, database.url, mail.url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', () => resolve());
    child.once('exit', (code) => reject(new Error(`worker exited (${code}) before working`)));
  });
  return child;
}

const received = (mail: MailCatcher, subject: string) =>
  mail.messages.filter((m) => m.subject === subject);

describe('the outbox', () => {
  it('sends every mail once when the SMTP server refuses for a while, then accepts', async () => {
    const { database, mail } = await setUp();
    const queue = await sender(database, mail.url);
    mail.state.refusing = true;
    const subjects = ['one', 'two', 'three', 'four', 'five'];
    for (const subject of subjects) await queue(subject);
    await instance(database, mail.url, true);
    await until(async () => mail.state.refused >= subjects.length, 20_000);
    expect(mail.messages).toEqual([]);
    mail.state.refusing = false;
    await until(async () => subjects.every((s) => received(mail, s).length > 0), 20_000);
    // Long enough for a second copy of any of them to have come.
    await new Promise((r) => setTimeout(r, 1500));
    expect(subjects.map((s) => received(mail, s).length)).toEqual([1, 1, 1, 1, 1]);
    // What `npm run jobs` shows the operator: all sent, nothing failed for good.
    const report = await queueReport(database.db);
    expect(report!.counts).toContainEqual(
      expect.objectContaining({ queue: 'mail', state: 'completed', jobs: 5 }),
    );
    expect(report!.failures).toEqual([]);
  }, 60_000);

  it('sends a mail again, same Message-ID, when its worker is killed before marking it sent', async () => {
    const { database, mail } = await setUp();
    const queue = await sender(database, mail.url);
    const first = await startWorker(database, mail);
    // The worker dies the moment the server has the message, before it hears the 250.
    mail.state.onMessage = (m) => {
      if (m.subject === 'interrupted') first.kill('SIGKILL');
    };
    await queue('interrupted');
    await until(async () => first.signalCode === 'SIGKILL', 10_000);
    mail.state.onMessage = undefined;
    await queue('after');
    // Another instance's worker: it finds the job once it has expired.
    await instance(database, mail.url, true);
    await until(
      async () =>
        received(mail, 'interrupted').length === 2 && received(mail, 'after').length === 1,
      20_000,
    );
    const [a, b] = received(mail, 'interrupted');
    expect(a!.headers['message-id']).toBeTruthy();
    expect(b!.headers['message-id']).toBe(a!.headers['message-id']);
    await new Promise((r) => setTimeout(r, 1500));
    expect(received(mail, 'interrupted')).toHaveLength(2);
    expect(received(mail, 'after')).toHaveLength(1);
  }, 60_000);
});
