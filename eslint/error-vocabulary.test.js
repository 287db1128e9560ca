import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** The messages of the vocabulary rule on `code`, linted with the project's config as `file`. */
async function refusals(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
}

const INLINE = "export const no = () => new AppError(403, 'forbidden', 'No');\n";

// Loading the project's config (plugins, parsers) takes seconds on a busy machine.
describe('the error vocabulary', { timeout: 30_000 }, () => {
  it('refuses an inline AppError in a feature, a plugin and a test', async () => {
    for (const file of [
      'src/server/features/reviews/write.ts',
      'src/server/plugins/guards.ts',
      'src/server/plugins/errors.unit.test.ts',
    ]) {
      const found = await refusals(file, INLINE);
      expect(found, file).toHaveLength(1);
      expect(found[0].message).toContain('lib/errors.ts');
    }
  });

  it('allows the helpers, and AppError where they are made', async () => {
    const helper = "export const no = () => forbidden('No');\n";
    expect(await refusals('src/server/features/reviews/write.ts', helper)).toEqual([]);
    expect(await refusals('src/server/lib/errors.ts', INLINE)).toEqual([]);
  });

  it('lets a caller still ask whether an error is one', async () => {
    const check = 'export const isOurs = (err) => err instanceof AppError;\n';
    expect(await refusals('src/server/features/seo/resolve-head.ts', check)).toEqual([]);
  });
});
