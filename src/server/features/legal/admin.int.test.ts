import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { legalDocuments } from './schema';
import type { Member } from '../../test/accounts';
import { ADMIN_ROUTE_REFUSALS, callerOf, expectRefusal } from '../../test/admin-refusals';
import { html, multipart } from '../../test/media-corpus';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ personas: true, media: true });
const { who } = t;

/** A one-page PDF; `withScript` adds an OpenAction JavaScript, as a hostile upload might. */
function pdf(text: string, withScript = false) {
  const action = withScript ? '/OpenAction<</S/JavaScript/JS(app.alert\\(1\\))>>' : '';
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R${action}>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n${text}`,
  );
}

async function upload(
  m: Member | null,
  fields: Record<string, string>,
  file?: { data: Buffer; name: string; type: string },
) {
  const { payload, contentType } = await multipart(file ? [file] : [], 'file', fields);
  return t
    .as(m, { headers: { 'content-type': contentType } })
    .post('/api/admin/legal-documents', payload);
}
const aPdf = (text = 'terms', withScript = false) => ({
  data: pdf(text, withScript),
  name: 'terms.pdf',
  type: 'application/pdf',
});
const active = async (type: 'terms' | 'privacy') =>
  t.db
    .select()
    .from(legalDocuments)
    .where(eq(legalDocuments.documentType, type))
    .then((rows) => rows.filter((r) => r.isActive));

describe('legal document upload', () => {
  it('takes six uploads of one type at once one after another: all 201, one active', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        upload(who.admin, { documentType: 'privacy', version: `race-${i}` }, aPdf(`race ${i}`)),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await active('privacy')).toHaveLength(1);
    // The tests below start with no privacy policy.
    await t.db.delete(legalDocuments).where(eq(legalDocuments.documentType, 'privacy'));
  });

  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s', async (refusal) => {
    const res = await upload(
      callerOf(t, refusal.persona),
      { documentType: 'terms', version: '9' },
      aPdf(),
    );
    expectRefusal(res, refusal);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/legal-documents' })).statusCode,
    ).toBe(401);
    expect(await active('terms')).toHaveLength(0);
  });

  it('stores a PDF, deactivates the earlier one of its type, and serves it inert', async () => {
    const first = await upload(who.admin, { documentType: 'terms', version: '2.0' }, aPdf('first'));
    expect(first.statusCode).toBe(201);
    const second = await upload(
      who.superAdmin,
      { documentType: 'terms', version: ' 3.0 ' },
      aPdf('second', true),
    );
    expect(second.json().document).toMatchObject({
      documentType: 'terms',
      version: '3.0',
      isActive: true,
    });
    const live = await active('terms');
    expect(live.map((d) => d.version)).toEqual(['3.0']);
    expect(live[0]!.fileUrl).toMatch(/^legal\/terms\/[0-9a-f]{32}\.pdf$/);

    const publicDoc = (await t.app.inject({ method: 'GET', url: '/api/legal/terms' })).json()
      .document;
    expect(publicDoc.version).toBe('3.0');
    const served = await t.app.inject({ method: 'GET', url: publicDoc.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('inline; filename="terms.pdf"');
    expect(served.headers['content-security-policy']).toBe(
      "sandbox; default-src 'none'; object-src 'none'",
    );
    expect(served.body).toContain('/JavaScript');

    const listed = (await t.as(who.admin).get('/api/admin/legal-documents')).json().items;
    expect(
      listed
        .filter((d: { documentType: string }) => d.documentType === 'terms')
        .map((d: { version: string; isActive: boolean }) => [d.version, d.isActive]),
    ).toEqual([
      ['3.0', true],
      ['2.0', false],
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, second.json().document.id));
    expect(entry).toMatchObject({ action: 'legal.upload', targetLabel: 'Terms of Service 3.0' });
  });

  it('refuses a non-PDF renamed .pdf (415), and keeps the active document', async () => {
    const res = await upload(
      who.admin,
      { documentType: 'privacy', version: '2.0' },
      {
        data: await html(),
        name: 'privacy.pdf',
        type: 'application/pdf',
      },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Only PDF files can be uploaded');
    expect(await active('privacy')).toHaveLength(0);
  });

  it.each([
    [{ documentType: 'terms' }, aPdf(), 'Please choose a file and enter a version'],
    [{ documentType: 'terms', version: '   ' }, aPdf(), 'Please choose a file and enter a version'],
    [
      { documentType: 'terms', version: 'v'.repeat(21) },
      aPdf(),
      'Version must be at most 20 characters',
    ],
    [{ documentType: 'cookies', version: '1' }, aPdf(), 'Unknown document type'],
    [
      { documentType: 'terms', version: '1' },
      undefined,
      'Please choose a file and enter a version',
    ],
  ])('refuses %o with its message', async (fields, file, message) => {
    const res = await upload(who.admin, fields, file);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });
});
