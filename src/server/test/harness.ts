import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import { inProcessConfig, type AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import type { Mailer } from '../lib/mail/mailer';
import { requestsFrom, type Caller, type RequestOptions } from './requests';
import { TEST_PUBLIC_URL } from './public-url';
import { databaseUrl } from './throwaway-postgres';

export { TEST_PUBLIC_URL };

export const testConfig = (overrides: Partial<AppConfig> = {}) =>
  inProcessConfig({ publicUrl: TEST_PUBLIC_URL, ...overrides });

/** A fresh database: a clone of the run's migrated template (global-setup.ts), or empty. */
export async function openTestDatabase({ migrated = true } = {}): Promise<Database> {
  const adminUrl = inject('pgAdminUrl');
  const name = `${inject('pgPrefix')}${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = migrated ? ` template "${inject('pgTemplate')}"` : '';
    await admin.query(`create database "${name}"${template}`);
  } finally {
    await admin.end();
  }
  const database = openDatabase(databaseUrl(adminUrl, name), { poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/** Mail goes nowhere unless a test points SMTP_URL at a catcher (useTestApp's `mail`). */
export const discardingMailer: Mailer = { send: async () => undefined };

/**
 * The app over an open database, with what the test harness closes it with, and `as(caller)`:
 * its requests as that member's (or, given null, a visitor's) browser sends them.
 */
export async function appOver(database: Database, overrides: Partial<AppConfig>, deps: AppDeps) {
  const mailer = deps.mailer ?? (overrides.smtpUrl ? undefined : discardingMailer);
  const app = await buildApp(testConfig(overrides), database, { ...deps, mailer });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    as: (caller: Caller, options?: RequestOptions) => requestsFrom(app, caller, options),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export async function startTestApp(overrides: Partial<AppConfig> = {}, deps: AppDeps = {}) {
  return appOver(await openTestDatabase(), overrides, deps);
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * Another app process's view of the same PostgreSQL database (issue 7: several instances): its
 * own pool, its own LISTEN connection. Close it before the first app, which drops the database.
 */
export async function startSecondInstance(first: TestApp, overrides: Partial<AppConfig> = {}) {
  const database = openDatabase(first.database.url, { poolSize: 4 });
  return appOver(database, overrides, {});
}

/** Serves the app on a free loopback port, for tests that need real HTTP; returns its origin. */
export async function listenOnLoopback(app: TestApp['app']): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app has no port');
  return `http://127.0.0.1:${address.port}`;
}
