import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { databaseUrl, throwawayPostgres } from './throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
    pgPrefix: string;
  }
}

/**
 * On TEST_DATABASE_URL or an embedded server of its own: one template database per run, migrated once; each test file clones it. Every database this
 * run made is dropped at the end, since an external server outlives us.
 */
export default async function setup(project: TestProject) {
  const { adminUrl, stop } = await throwawayPostgres(process.env.TEST_DATABASE_URL);
  const prefix = `br_test_${randomBytes(4).toString('hex')}_`;
  const template = `${prefix}template`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  const database = openDatabase(databaseUrl(adminUrl, template), { poolSize: 1 });
  await migrateDatabase(database);
  await database.close();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  project.provide('pgPrefix', prefix);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${prefix}%`],
    );
    for (const { datname } of rows) {
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
    await admin.end();
    await stop();
  };
}
