/**
 * A strict reader of Prometheus's text exposition format (0.0.4), for the metrics tests: any
 * line it cannot read, a sample before its family's TYPE, a family declared twice, a histogram
 * bucket without `le` or a value that is not a float throws, naming the line.
 */

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = '[a-zA-Z_][a-zA-Z0-9_]*';
const LABEL_VALUE = '"(?:[^"\\\\\\n]|\\\\[\\\\"n])*"';
// As Go's ParseFloat reads it, which Prometheus uses: Inf and NaN in any case.
const FLOAT = '[+-]?(?:[iI][nN][fF]|[nN][aA][nN]|(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?)';
const SAMPLE = new RegExp(
  `^(${NAME})(?:\\{((?:${LABEL}=${LABEL_VALUE})(?:,${LABEL}=${LABEL_VALUE})*,?)?\\})? (${FLOAT})(?: -?\\d+)?$`,
);
const LABEL_PAIR = new RegExp(`(${LABEL})=(${LABEL_VALUE})`, 'g');
const HELP = new RegExp(`^# HELP (${NAME})(?: .*)?$`);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);

const SUFFIXES: Record<MetricType, string[]> = {
  counter: ['', '_total'],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

const unescape = (quoted: string) =>
  quoted.slice(1, -1).replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));

const numberOf = (text: string) =>
  /inf$/i.test(text)
    ? text.startsWith('-')
      ? -Infinity
      : Infinity
    : /nan$/i.test(text)
      ? NaN
      : Number(text);

export function parsePrometheusText(text: string) {
  const types = new Map<string, MetricType>();
  const samples: Sample[] = [];
  const familyOf = (name: string) => {
    for (const [family, type] of types) {
      if (SUFFIXES[type].some((suffix) => name === family + suffix)) return { family, type };
    }
    return undefined;
  };
  for (const [index, line] of text.split('\n').entries()) {
    const fail = (why: string) => {
      throw new Error(`line ${index + 1}: ${why}: ${JSON.stringify(line)}`);
    };
    if (line === '') continue;
    if (line.startsWith('#')) {
      const typed = TYPE.exec(line);
      if (typed) {
        const [, name = '', type] = typed;
        if (types.has(name)) fail('a second TYPE for the family');
        types.set(name, type as MetricType);
      } else if (!HELP.test(line) && /^# (HELP|TYPE) /.test(line)) fail('a malformed HELP or TYPE');
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) fail('not a sample');
    const [, name = '', labelText = '', value = ''] = match ?? [];
    const labels: Record<string, string> = {};
    for (const [, label = '', quoted = ''] of labelText.matchAll(LABEL_PAIR)) {
      if (label in labels) fail(`label ${label} twice`);
      labels[label] = unescape(quoted);
    }
    const family = familyOf(name);
    if (!family) fail('a sample before its TYPE');
    if (family?.type === 'histogram' && name.endsWith('_bucket') && !('le' in labels)) {
      fail('a bucket without le');
    }
    samples.push({ name, labels, value: numberOf(value) });
  }
  return {
    types,
    /** The value of the one sample named `name` carrying all of `labels` (undefined: none). */
    value(name: string, labels: Record<string, string> = {}) {
      return samples.find(
        (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
      )?.value;
    },
  };
}
