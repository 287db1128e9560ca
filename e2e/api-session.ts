import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures';

/**
 * Signs `request` in as an account through the API, for a spec's setup steps; returns the
 * origin its state-changing requests must name (plugins/same-origin.ts).
 */
export async function apiAs(
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const res = await request.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: { email: account.email, password: account.password },
  });
  expect(res.ok()).toBe(true);
  return origin;
}
