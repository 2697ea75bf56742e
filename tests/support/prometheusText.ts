/** One sample of a scrape: its metric name, labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = `[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"`;
/** Go's ParseFloat reads the values: a number, or Inf and NaN in any case (prom-client writes `Nan`). */
const VALUE = '(?:[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?|[+-]?[iI][nN][fF]|[nN][aA][nN])';
const HELP_LINE = new RegExp(`^# HELP (${NAME}) (.*)$`);
const TYPE_LINE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SAMPLE_LINE = new RegExp(`^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*)?,?\\})? (${VALUE})(?: -?\\d+)?$`);
const LABEL_PAIR = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The family a sample belongs to: a histogram's `_bucket`, `_sum` and `_count` belong to it. */
function familyOf(name: string, types: Map<string, string>): string | undefined {
  if (types.has(name)) return name;
  const base = name.replace(/_(bucket|sum|count)$/, '');
  return types.get(base) === 'histogram' || types.get(base) === 'summary' ? base : undefined;
}

/**
 * Parses the Prometheus text exposition format (version 0.0.4) strictly: every line is a HELP,
 * a TYPE or a sample of a family typed before it, label values escaped as the format says, each
 * family's lines together, a histogram's buckets cumulative up to `+Inf`, which equals its count.
 * Throws on the first line that breaks a rule.
 */
export function parsePrometheusText(text: string): Sample[] {
  if (!text.endsWith('\n')) throw new Error('the exposition does not end with a line feed');
  const types = new Map<string, string>();
  const finished = new Set<string>();
  let current: string | undefined;
  const samples: Sample[] = [];
  const enter = (family: string, line: string) => {
    if (family === current) return;
    if (finished.has(family)) throw new Error(`family ${family} is split: ${line}`);
    if (current) finished.add(current);
    current = family;
  };
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue;
    const help = HELP_LINE.exec(line);
    if (help) {
      enter(help[1]!, line);
      continue;
    }
    const type = TYPE_LINE.exec(line);
    if (type) {
      if (types.has(type[1]!)) throw new Error(`second TYPE for ${type[1]}`);
      enter(type[1]!, line);
      types.set(type[1]!, type[2]!);
      continue;
    }
    const sample = SAMPLE_LINE.exec(line);
    if (!sample) throw new Error(`not a line of the exposition format: ${line}`);
    const family = familyOf(sample[1]!, types);
    if (!family) throw new Error(`sample of an untyped family: ${line}`);
    enter(family, line);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (sample[2] ?? '').matchAll(LABEL_PAIR)) {
      if (name! in labels) throw new Error(`label ${name} twice: ${line}`);
      labels[name!] = value!.replace(/\\(.)/g, (_all, escaped: string) => (escaped === 'n' ? '\n' : escaped));
    }
    const raw = sample[3]!;
    const value = /inf$/i.test(raw) ? (raw.startsWith('-') ? -Infinity : Infinity) : /nan/i.test(raw) ? NaN : Number(raw);
    samples.push({ name: sample[1]!, labels, value });
  }
  checkHistograms(samples, types);
  return samples;
}

function checkHistograms(samples: Sample[], types: Map<string, string>) {
  const series = new Map<string, { buckets: Array<[number, number]>; count?: number }>();
  for (const sample of samples) {
    const base = sample.name.replace(/_(bucket|count)$/, '');
    if (types.get(base) !== 'histogram' || base === sample.name) continue;
    const { le, ...rest } = sample.labels;
    const key = `${base}${JSON.stringify(rest)}`;
    const entry = series.get(key) ?? { buckets: [] };
    series.set(key, entry);
    if (sample.name.endsWith('_count')) entry.count = sample.value;
    else entry.buckets.push([le === '+Inf' ? Infinity : Number(le), sample.value]);
  }
  for (const [key, { buckets, count }] of series) {
    const last = buckets.at(-1);
    if (!last || last[0] !== Infinity) throw new Error(`${key}: no +Inf bucket last`);
    if (last[1] !== count) throw new Error(`${key}: +Inf bucket ${last[1]} is not the count ${count}`);
    buckets.forEach(([bound, value], index) => {
      const before = buckets[index - 1];
      if (before && (before[0] >= bound || before[1] > value)) throw new Error(`${key}: buckets not cumulative at le=${bound}`);
    });
  }
}

/** The value of the sample of `name` whose labels include `labels`; 0 when there is none (a counter not moved yet). */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}
