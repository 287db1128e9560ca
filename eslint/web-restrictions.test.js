import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** The no-restricted-syntax messages on `code`, linted with the project's config as `file`. */
async function refusals(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
}

const COMPONENT = 'src/web/features/reviews/components/review-form.tsx';

// Loading the project's config (plugins, parsers) takes seconds on a busy machine.
describe('the web layer’s one way', { timeout: 30_000 }, () => {
  it('refuses a literal query key outside the keys modules', async () => {
    const code = "export const q = { queryKey: ['reviews', 1], queryFn: () => 1 };\n";
    const [found] = await refusals(COMPONENT, code);
    expect(found?.message).toContain('keys.ts');
    expect(await refusals('src/web/features/reviews/keys.ts', code)).toEqual([]);
  });

  it.each([
    ['an onError handler', "useMutation({ onError: () => toast.error('Error', {}) });"],
    ['a catch block', "try { f(); } catch { toast.error('Error'); }"],
    ["an error's message", "toast.error('Error', { description: err.message });"],
  ])('refuses an error toast in a component: %s', async (_, code) => {
    const found = await refusals(COMPONENT, `${code}\n`);
    expect(found).toHaveLength(1);
    expect(found[0].message).toContain('meta.errorTitle');
  });

  it('lets the query client toast, and a screen say what it checked itself', async () => {
    const client = "onError: (err) => toast.error('Error', { description: err.message }),\n";
    expect(await refusals('src/web/app/query-client.ts', `x({ ${client} });\n`)).toEqual([]);
    const guard = "if (!reason) toast.error('Reason required', { description: 'Pick one' });\n";
    expect(await refusals(COMPONENT, guard)).toEqual([]);
  });
});
