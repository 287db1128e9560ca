import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The core tables, and each feature's own (issue 45).
  schema: ['./src/server/db/schema/index.ts', './src/server/features/**/schema.ts'],
  out: './src/server/db/migrations',
});
