import { describe, expect, it } from 'vitest';
import { legalDocuments } from './schema';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/legal/:type (anyone)', () => {
  it('returns null until a document is uploaded, then the active one', async () => {
    expect((await get('/api/legal/terms')).body).toEqual({ document: null });
    await t.db.insert(legalDocuments).values([
      { documentType: 'terms', version: '1.0', fileUrl: '/files/t1.pdf', isActive: false },
      { documentType: 'terms', version: '2.0', fileUrl: '/files/t2.pdf', isActive: true },
    ]);
    const { body } = await get('/api/legal/terms');
    expect(body.document).toMatchObject({ version: '2.0', fileUrl: '/files/t2.pdf' });
    expect((await get('/api/legal/privacy')).body).toEqual({ document: null });
  });

  it('allows only one active document per type', async () => {
    await expect(
      t.db
        .insert(legalDocuments)
        .values({ documentType: 'terms', version: '3.0', fileUrl: '/x.pdf', isActive: true }),
    ).rejects.toThrow();
  });

  it('answers 404 for an unknown type', async () => {
    const { status, body } = await get('/api/legal/cookies');
    expect(status).toBe(404);
    expect(body.error.message).toBe('Unknown document type');
  });
});
