import { createHash } from 'node:crypto';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { CspAdditions } from '../../plugins/security';

/** Script types a browser runs; JSON state and JSON-LD are data, which the CSP does not govern. */
const RUNS = new Set(['', 'text/javascript', 'module', 'application/javascript']);

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The CSP sources that let a document's own inline scripts and <style> elements run, by the
 * hash of their exact text (decision 018): the page template's theme script, read once at
 * start. Anything inline that is not named here stays refused.
 */
export function inlineCsp(html: string): CspAdditions {
  const doc = parseDocument(html);
  const text = (el: Parameters<typeof DomUtils.textContent>[0]) => DomUtils.textContent(el);
  const scripts = DomUtils.findAll(
    (el) =>
      el.name === 'script' &&
      el.attribs.src === undefined &&
      RUNS.has((el.attribs.type ?? '').trim().toLowerCase()),
    doc.children,
  );
  const styles = DomUtils.findAll((el) => el.name === 'style', doc.children);
  return {
    scriptSrc: [...new Set(scripts.map((el) => sha256(text(el))))],
    styleSrc: [...new Set(styles.map((el) => sha256(text(el))))],
  };
}
