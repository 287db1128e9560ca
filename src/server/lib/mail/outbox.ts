import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { JOBS_SCHEMA, type JobQueue } from '../jobs/job-queue';
import type { MailMessage, Mailer } from './mailer';

export const MAIL_QUEUE = 'mail';

interface QueuedMail {
  message: MailMessage;
  /** The member the message is about, so deleting their account takes back what is unsent. */
  userId: string | null;
}

/**
 * Every e-mail the site sends goes through here (issue 28): queued in the transaction of the
 * change that causes it, sent by the job queue's worker, retried with backoff while the SMTP
 * server refuses (12 tries over about a day and a half), and tried again if the worker dies
 * mid-send (decision 021).
 */
export class Outbox {
  constructor(private readonly jobs: JobQueue) {}

  /** Defines the mail queue, worked by `mailer`; done once, by the app (or a tool) that sends. */
  static define(jobs: JobQueue, mailer: Mailer) {
    jobs.define<QueuedMail>({
      name: MAIL_QUEUE,
      retryLimit: 12,
      retryDelaySeconds: 30,
      expireSeconds: 120,
      batchSize: 20,
      handle: (mail, job) => mailer.send(mail.message, { id: job.id, queuedAt: job.createdOn }),
    });
    return new Outbox(jobs);
  }

  async queue(db: Executor, message: MailMessage, userId: string | null = null) {
    await this.jobs.send(db, MAIL_QUEUE, { message, userId } satisfies QueuedMail);
  }

  async queueMany(db: Executor, mails: { message: MailMessage; userId: string | null }[]) {
    await this.jobs.sendMany(db, MAIL_QUEUE, mails satisfies QueuedMail[]);
  }

  /** Works the queue now (tests, and tools that must not leave mail behind). */
  async flush() {
    await this.jobs.drain([MAIL_QUEUE]);
  }
}

/**
 * Takes back the mail about a member, or to their address, not yet sent, and forgets what was
 * (one being sent this instant goes), in the transaction that deletes their account.
 */
export async function forgetQueuedMail(db: Executor, member: { id: string; email: string }) {
  const theirs = sql`(data->>'userId' = ${member.id} or data->'message'->>'to' = ${member.email})`;
  await db.execute(sql`
    delete from ${sql.identifier(JOBS_SCHEMA)}.job
    where name = ${MAIL_QUEUE} and state <> 'active' and ${theirs}`);
  await db.execute(sql`
    delete from ${sql.identifier(JOBS_SCHEMA)}.archive where name = ${MAIL_QUEUE} and ${theirs}`);
}
