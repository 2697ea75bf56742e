import fs from 'node:fs';

/** A process's parent and a field of its status, in bytes, from /proc (Linux). */
function readStatus(pid: number): { ppid: number; rss: number; hwm: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    return { ppid: field('PPid'), rss: field('VmRSS') * 1024, hwm: field('VmHWM') * 1024 };
  } catch {
    return null;
  }
}

/** The processes below `root` (not itself), found by walking every process's parent. */
function descendantsOf(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of fs.readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const status = readStatus(pid);
    if (!status) continue;
    children.set(status.ppid, [...(children.get(status.ppid) ?? []), pid]);
  }
  const found: number[] = [];
  for (let queue = [...(children.get(root) ?? [])]; queue.length > 0;) {
    const pid = queue.shift()!;
    found.push(pid);
    queue = queue.concat(children.get(pid) ?? []);
  }
  return found;
}

/**
 * A process's proportional set size (each shared page divided among the processes sharing it)
 * and the anonymous part of it (heaps, stacks: what the kernel cannot drop and read again), in
 * bytes, from /proc (Linux 4.14 and later).
 */
function readProportional(pid: number): { pss: number; anonymous: number } | null {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? 0) * 1024;
    return { pss: field('Pss'), anonymous: field('Pss_Anon') };
  } catch {
    return null;
  }
}

/** The peaks a build's processes reached, in bytes. */
export interface BuildMemory {
  /** The peak of their summed resident sizes, as it was at one moment: pages several processes map (Gatsby's LMDB store, libraries) count once per process. */
  peakRssSum: number;
  /** The sum of each one's own peak (VmHWM): an upper bound the sampling cannot miss. */
  sumOfPeaks: number;
  /** The peak of their summed proportional sizes: what the machine held for them, shared pages counted once. */
  peakPssSum: number;
  /** The anonymous part of that, at its own peak: the memory that has to be there (file pages, such as the LMDB store's, the kernel can drop and read again). */
  peakAnonymousSum: number;
  /** The peak of the summed proportional sizes in each stretch `mark` began, in order. */
  byMark: Array<{ label: string; peakPssSum: number }>;
}

/** Samples the memory of the processes this one started (a build: Gatsby and its workers) every `intervalMs`. */
export function sampleChildMemory(intervalMs = 250) {
  const peak = { rss: 0, pss: 0, anonymous: 0 };
  const peaks = new Map<number, number>();
  const byMark: BuildMemory['byMark'] = [];
  const sample = () => {
    const sum = { rss: 0, pss: 0, anonymous: 0 };
    for (const pid of descendantsOf(process.pid)) {
      const status = readStatus(pid);
      if (!status) continue;
      sum.rss += status.rss;
      peaks.set(pid, Math.max(peaks.get(pid) ?? 0, status.hwm));
      const proportional = readProportional(pid);
      sum.pss += proportional?.pss ?? 0;
      sum.anonymous += proportional?.anonymous ?? 0;
    }
    peak.rss = Math.max(peak.rss, sum.rss);
    peak.pss = Math.max(peak.pss, sum.pss);
    peak.anonymous = Math.max(peak.anonymous, sum.anonymous);
    const stretch = byMark.at(-1);
    if (stretch) stretch.peakPssSum = Math.max(stretch.peakPssSum, sum.pss);
  };
  const timer = setInterval(sample, intervalMs);
  return {
    /** Begins a stretch (a phase of the build) whose peak is kept apart. */
    mark(label: string) {
      byMark.push({ label, peakPssSum: 0 });
    },
    /** Stops sampling; answers the peaks. */
    stop(): BuildMemory {
      clearInterval(timer);
      return {
        peakRssSum: peak.rss,
        sumOfPeaks: [...peaks.values()].reduce((total, each) => total + each, 0),
        peakPssSum: peak.pss,
        peakAnonymousSum: peak.anonymous,
        byMark,
      };
    },
  };
}

/** Clock ticks per second of /proc's CPU times (USER_HZ): 100 on Linux. */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time, in seconds, of the child processes this one has waited for (and of theirs):
 * a finished build's whole tree. On a shared machine its wall time depends on the load; this
 * does much less.
 */
export function reapedChildrenCpuSeconds(): number {
  // Fields after the command's closing parenthesis; cutime and cstime are the 14th and 15th.
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}
