import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';

const t = useTestApp();

describe('unknown API paths', () => {
  it('answer JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });
});
