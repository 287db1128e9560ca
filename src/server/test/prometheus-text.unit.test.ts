import { describe, expect, it } from 'vitest';
import { parsePrometheusText } from './prometheus-text';

// The metrics tests trust this reader to refuse what Prometheus would: it must fail on each.
describe('parsePrometheusText', () => {
  const good = [
    '# HELP req_seconds Time taken',
    '# TYPE req_seconds histogram',
    'req_seconds_bucket{le="0.1",route="/a"} 1',
    'req_seconds_bucket{le="+Inf",route="/a"} 2',
    'req_seconds_sum{route="/a"} 0.35',
    'req_seconds_count{route="/a"} 2',
    '# TYPE lag gauge',
    'lag NaN',
    '# TYPE hits_total counter',
    'hits_total{path="a \\"quoted\\" \\\\ value"} 1e3',
    '',
  ].join('\n');

  it('reads every sample with its labels', () => {
    const parsed = parsePrometheusText(good);
    expect(parsed.types.get('req_seconds')).toBe('histogram');
    expect(parsed.value('req_seconds_count', { route: '/a' })).toBe(2);
    expect(parsed.value('req_seconds_bucket', { le: '+Inf' })).toBe(2);
    expect(parsed.value('hits_total', { path: 'a "quoted" \\ value' })).toBe(1000);
    expect(parsed.value('lag')).toBeNaN();
  });

  it.each([
    ['a sample before its TYPE', 'orphan 1'],
    ['an unquoted label value', '# TYPE a gauge\na{x=1} 3'],
    ['a value that is not a number', '# TYPE a gauge\na one'],
    ['a family declared twice', '# TYPE a gauge\n# TYPE a gauge\na 1'],
    ['a bucket without le', '# TYPE h histogram\nh_bucket{x="1"} 1'],
    ['an unknown type', '# TYPE a meter\na 1'],
    ['a label given twice', '# TYPE a gauge\na{x="1",x="2"} 1'],
    ['words after the value', '# TYPE a gauge\na 1 later'],
  ])('refuses %s', (_, text) => {
    expect(() => parsePrometheusText(text)).toThrow(/^line \d+: /);
  });
});
