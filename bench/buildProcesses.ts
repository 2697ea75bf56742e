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
 * Samples the memory of the processes this one started (a build: Gatsby and its workers) every
 * `intervalMs`: the peak of their summed resident sizes, as it was at one moment, and the sum of
 * each one's own peak (VmHWM), an upper bound the sampling cannot miss.
 */
export function sampleChildMemory(intervalMs = 250) {
  let peakSum = 0;
  const peaks = new Map<number, number>();
  const sample = () => {
    let sum = 0;
    for (const pid of descendantsOf(process.pid)) {
      const status = readStatus(pid);
      if (!status) continue;
      sum += status.rss;
      peaks.set(pid, Math.max(peaks.get(pid) ?? 0, status.hwm));
    }
    peakSum = Math.max(peakSum, sum);
  };
  const timer = setInterval(sample, intervalMs);
  return {
    /** Stops sampling; answers the peaks in bytes. */
    stop() {
      clearInterval(timer);
      return { peakRssSum: peakSum, sumOfPeaks: [...peaks.values()].reduce((total, peak) => total + peak, 0) };
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
