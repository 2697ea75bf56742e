import type { Reporter, TestModule } from 'vitest/node';

interface Span {
  project: string;
  file: string;
  start: number;
  end?: number;
}

const SLOWEST_SHOWN = 10;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Ends the run with where its time went, for CI's log: from the start to the first test file
 * (the projects' global setups: PostgreSQL, the seeded templates, the site build), each
 * project's span from its first file's start to its last file's end with the time its files
 * took added up (more than the span where files ran side by side), and the slowest files.
 */
export default class TimingReporter implements Reporter {
  private runStart = Date.now();
  private readonly spans = new Map<string, Span>();

  onInit(): void {
    this.runStart = Date.now();
  }

  onTestModuleStart(testModule: TestModule): void {
    this.spans.set(testModule.id, { project: testModule.project.name, file: testModule.relativeModuleId, start: Date.now() });
  }

  onTestModuleEnd(testModule: TestModule): void {
    const span = this.spans.get(testModule.id);
    if (span) span.end = Date.now();
  }

  onTestRunEnd(): void {
    const spans = [...this.spans.values()].filter((span): span is Required<Span> => span.end !== undefined);
    if (spans.length === 0) return;
    const lines = [`\nTime: ${seconds(Date.now() - this.runStart)} in all, ${seconds(Math.min(...spans.map((span) => span.start)) - this.runStart)} before the first test file`];
    for (const project of [...new Set(spans.map((span) => span.project))].sort()) {
      const own = spans.filter((span) => span.project === project);
      const wall = Math.max(...own.map((span) => span.end)) - Math.min(...own.map((span) => span.start));
      const busy = own.reduce((sum, span) => sum + span.end - span.start, 0);
      lines.push(`  project ${project}: ${own.length} files, ${seconds(wall)} from first start to last end, ${seconds(busy)} of files`);
    }
    lines.push(`The ${SLOWEST_SHOWN} slowest test files:`);
    for (const span of spans.sort((a, b) => (b.end - b.start) - (a.end - a.start)).slice(0, SLOWEST_SHOWN)) {
      lines.push(`  ${seconds(span.end - span.start).padStart(8)}  ${span.project}  ${span.file}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
