import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/schemas/accounts';
import { createMember, type Member } from '../test/accounts';
import { useTestApp } from '../test/use-test-app';

// Issue 32: the OpenAPI document integrators generate clients from. Redocly's linter (pinned,
// with the repository's redocly.yaml) reads the document the app serves; each operation names
// itself, says who may call it as its guards do, and documents its refusals in the error shape.

type Response = { description: string; content?: Record<string, { schema?: object }> };
interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string }[];
  requestBody?: object;
  responses: Record<string, Response>;
}
interface Listed {
  method: string;
  path: string;
  op: Operation;
}

const ERROR_SCHEMA = { $ref: '#/components/schemas/Error' };
const SOME_ID = '00000000-0000-4000-8000-000000000000';

// The SPA's pages (the catch-all) are served only with a built web root: the stand-in's.
const t = useTestApp({ webRoot: true });
let doc: { paths: Record<string, Record<string, Operation>>; components: object };
let operations: Listed[];

beforeAll(async () => {
  doc = (await t.app.inject({ url: '/api/docs/json' })).json();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method, path, op })),
  );
});

const name = ({ method, path }: Listed) => `${method.toUpperCase()} ${path}`;
const schemeOf = (op: Operation) => Object.keys(op.security?.[0] ?? {})[0] ?? 'none';

describe('the OpenAPI document', () => {
  it("passes Redocly's lint with no errors", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'br-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      fs.writeFileSync(file, JSON.stringify(doc));
      const args = [
        '--no-install',
        'redocly',
        'lint',
        file,
        '--format=json',
        '--max-problems=1000',
      ];
      const env = {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      };
      // The linter exits 1 when it finds errors; its report is on stdout either way.
      const { stdout } = await promisify(execFile)('npx', args, { env }).catch(
        (err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }),
      );
      const report = JSON.parse(stdout) as {
        totals: { errors: number };
        problems: { ruleId: string; severity: string; message: string }[];
      };
      const problems = report.problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`);
      expect(report.totals.errors, problems.join('\n')).toBe(0);
      // The one warning left: operations that take no input and need no session have no 4xx.
      expect(new Set(report.problems.map((p) => p.ruleId))).toEqual(
        new Set(['operation-4xx-response']),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('names every operation once, with a one-line summary', () => {
    expect(operations.length).toBeGreaterThan(100);
    const ids = operations.map(({ op }) => op.operationId);
    for (const listed of operations) {
      const { operationId, summary } = listed.op;
      expect(operationId, name(listed)).toMatch(/^[a-z][a-zA-Z]+$/);
      expect(summary, name(listed)).toMatch(/^[A-Z][^\n]*[^.\s]$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leaves out the pages, the metrics, the live stream and the auth catch-all', async () => {
    // The catch-all is there to leave out: it serves the pages.
    const page = await t.app.inject({ url: '/gear' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const paths = Object.keys(doc.paths);
    // A wildcard is no operation (the document writes `/*` as `/{*}`): pages, /api/auth/*.
    expect(paths.filter((p) => p.includes('*'))).toEqual([]);
    expect(paths).not.toContain('/metrics');
    expect(paths).not.toContain('/api/events');
    expect(paths.filter((p) => p.startsWith('/api/docs'))).toEqual([]);
  });

  it('documents every 4xx in the error shape, and the ones guards and input imply', () => {
    for (const listed of operations) {
      const { op } = listed;
      const statuses = Object.keys(op.responses);
      for (const status of statuses.filter((s) => s.startsWith('4'))) {
        const answer = op.responses[status]!;
        expect(answer.content?.['application/json']?.schema, `${name(listed)} ${status}`).toEqual(
          ERROR_SCHEMA,
        );
        expect(answer.description.length).toBeGreaterThan(0);
      }
      const scheme = schemeOf(op);
      if (scheme !== 'none') expect(statuses, name(listed)).toContain('401');
      if (scheme === 'adminSession') expect(statuses, name(listed)).toContain('403');
      const validated = op.requestBody || op.parameters?.some((p) => p.in === 'query');
      if (validated) expect(statuses, name(listed)).toContain('400');
      if (op.parameters?.some((p) => p.in === 'path')) {
        expect(statuses, name(listed)).toContain('404');
      }
    }
  });

  it('declares the session cookie and the admin scheme, and each operation one or none', () => {
    expect(doc.components).toMatchObject({
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'br.session_token' },
        adminSession: { type: 'apiKey', in: 'cookie', name: 'br.session_token' },
      },
    });
    for (const listed of operations) {
      expect(listed.op.security, name(listed)).toBeDefined();
      expect(listed.op.security!.length, name(listed)).toBeLessThanOrEqual(1);
      const admin = listed.path.startsWith('/api/admin/');
      expect(schemeOf(listed.op) === 'adminSession', name(listed)).toBe(admin);
    }
  });

  it('writes nullable fields as OpenAPI 3.0 reads them', () => {
    const advisor = (
      doc.paths['/api/advisors']!.get!.responses['200']!.content!['application/json']!.schema as {
        properties: { items: { items: { properties: Record<string, object> } } };
      }
    ).properties.items.items.properties;
    expect(advisor.yearsOfService).toEqual({ type: 'number', nullable: true });
    // Anywhere in the document: no 3.1 null type, and `nullable` only beside a `type`.
    const walk = (value: unknown, at: string): void => {
      if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${at}/${i}`));
      if (typeof value !== 'object' || value === null) return;
      const node = value as Record<string, unknown>;
      if (node.nullable === true) expect(node, at).toHaveProperty('type');
      if ('type' in node && typeof node.type !== 'object') expect(node.type, at).not.toBe('null');
      expect(Array.isArray(node.type), at).toBe(false);
      for (const [key, child] of Object.entries(node)) walk(child, `${at}/${key}`);
    };
    walk(doc, '#');
  });
});

describe("each operation's security, as its guards answer", () => {
  let unverified: Member;
  beforeAll(async () => {
    unverified = await createMember(t, { verified: false });
  });

  const send = (caller: Member | null, { method, path }: Listed) =>
    t
      .as(caller)
      .send(
        method.toUpperCase() as 'GET',
        path.replace(/\{[^}]+\}/g, SOME_ID),
        method === 'get' ? undefined : {},
      );

  it('refuses a visitor 401 exactly where the document asks for a session', async () => {
    for (const listed of operations) {
      const res = await send(null, listed);
      const secured = schemeOf(listed.op) !== 'none';
      expect([name(listed), res.statusCode === 401]).toEqual([name(listed), secured]);
    }
  });

  it('refuses a member 403 where it asks for an admin, or a confirmed email it says so', async () => {
    for (const listed of operations) {
      const res = await send(unverified, listed);
      const error =
        res.statusCode >= 400 ? (res.json().error as { code: string; message: string }) : null;
      const admin = schemeOf(listed.op) === 'adminSession';
      expect([
        name(listed),
        res.statusCode === 403 && error?.message === MSG.adminRequired,
      ]).toEqual([name(listed), admin]);
      expect(res.statusCode, name(listed)).not.toBe(401);
      const saysVerify = listed.op.responses['403']?.description.includes('email_unverified');
      expect([name(listed), error?.code === 'email_unverified']).toEqual([
        name(listed),
        Boolean(saysVerify),
      ]);
    }
  });
});
