import { describe, expect, it } from 'vitest';
import { PAGES } from '@shared/pages';
import { keptAs, mayKeep } from './policy';
import { OFFLINE_PATH } from './protocol';

const ORIGIN = 'https://battle-ready.test';
const at = (path: string, navigation = false) => keptAs(new URL(path, ORIGIN), ORIGIN, navigation);

describe('what the service worker keeps', () => {
  it('keeps the pages read, their answers and the files they used', () => {
    expect(at('/product/7f7e', true)).toBe('page');
    expect(at('/profile?tab=gear-kit', true)).toBe('page');
    expect(at('/faq', true)).toBe('page');
    expect(at('/api/me')).toBe('answer');
    expect(at('/api/me/gear-kit')).toBe('answer');
    expect(at('/api/products/7f7e/reviews?page=1')).toBe('answer');
    expect(at('/assets/index-abc.js')).toBe('file');
    expect(at('/api/pictures/7f7e/0123456789abcdef-640.webp')).toBe('file');
  });

  it('never keeps sign-in, admin answers, one-time links, the event stream or the export', () => {
    for (const path of [
      '/api/auth/get-session',
      '/api/admin/reviews',
      '/api/admin',
      '/api/setup/token',
      '/api/events',
      '/api/me/export',
      '/api/health',
      '/api/unsubscribe?token=t',
    ]) {
      expect(at(path), path).toBeNull();
    }
    for (const page of ['/admin', '/admin?tab=users', '/auth', '/auth/reset-password?token=t']) {
      expect(at(page, true), page).toBeNull();
    }
    expect(at('/setup/abc', true)).toBeNull();
    expect(at('/unsubscribe?token=t', true)).toBeNull();
    expect(at('/verify/callback?code=c', true)).toBeNull();
  });

  it('keeps nothing of another site', () => {
    expect(keptAs(new URL('https://cdn.example/x.js'), ORIGIN, false)).toBeNull();
    expect(keptAs(new URL('https://cdn.example/'), ORIGIN, true)).toBeNull();
  });

  it('keeps only whole successful answers the server lets be stored', () => {
    const answer = (status: number, cacheControl?: string) => {
      const headers = cacheControl ? { 'cache-control': cacheControl } : undefined;
      // A Response made here is 'default'; the browser's own same-site answers are 'basic'.
      const res = new Response('{}', { status, headers });
      Object.defineProperty(res, 'type', { value: 'basic' });
      return res;
    };
    expect(mayKeep(answer(200, 'private, no-cache'))).toBe(true);
    expect(mayKeep(answer(200))).toBe(true);
    expect(mayKeep(answer(200, 'no-store'))).toBe(false);
    expect(mayKeep(answer(200, 'private, no-store'))).toBe(false);
    expect(mayKeep(answer(200, 'No-Store, max-age=0'))).toBe(false);
    expect(mayKeep(answer(404, 'private, no-cache'))).toBe(false);
    expect(mayKeep(answer(206))).toBe(false);
    expect(mayKeep(new Response('{}'))).toBe(false);
  });

  it('falls back to the page the route table calls offline', () => {
    expect(OFFLINE_PATH).toBe(PAGES.offline.path);
  });
});
