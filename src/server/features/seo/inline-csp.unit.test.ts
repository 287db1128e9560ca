import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineCsp } from './inline-csp';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineCsp', () => {
  it('names each inline script the browser runs and each <style>, by the hash of its exact text', () => {
    const theme = "\n      if (x) document.documentElement.classList.add('dark');\n    ";
    const html =
      `<html><head><script>${theme}</script><style>p{color:red}</style>` +
      `<script type="module">import './a.js';</script></head>` +
      `<body><script>${theme}</script></body></html>`;
    expect(inlineCsp(html)).toEqual({
      scriptSrc: [hash(theme), hash("import './a.js';")],
      styleSrc: [hash('p{color:red}')],
    });
  });

  it('leaves out data scripts and scripts loaded from a file', () => {
    const html =
      '<script type="application/json">{"a":1}</script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script>' +
      '<script type="module" src="/assets/index.js"></script>';
    expect(inlineCsp(html)).toEqual({ scriptSrc: [], styleSrc: [] });
  });
});
