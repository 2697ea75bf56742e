import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** The Nu HTML Checker's jar as the `vnu-jar` package ships it; run by the machine's Java (scripts/system-deps.sh). */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * One short run: the quick compiler only and the serial collector took the demo site's 166 pages
 * from 15 s of CPU to 7 s (the optimising compiler's work never pays back in a run this short).
 * The quick compiler's frames are larger, and the checker's schema needs a deep stack: with the
 * default 1 MB thread stack it fails with a StackOverflowError.
 */
const JVM_OPTIONS = ['-Xss8m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

export interface NuMessage {
  /** The checked file's path. */
  file: string;
  message: string;
  line: number | undefined;
  /** The markup the message is about, as the checker quotes it. */
  extract: string | undefined;
}

interface NuJson {
  messages: Array<{ type: string; url?: string; message: string; lastLine?: number; extract?: string }>;
}

/**
 * The errors the Nu HTML Checker (the W3C's validator, offline) finds in `files`, all checked in
 * one run: the JVM takes seconds to start, the checking itself milliseconds a page. Warnings are
 * left out (`--errors-only`). Rejects when the checker cannot run at all.
 */
export function nuHtmlErrors(files: readonly string[]): Promise<NuMessage[]> {
  return new Promise((resolve, reject) => {
    // The checker answers in JSON on stderr, and exits 1 when it found an error.
    execFile('java', [...JVM_OPTIONS, '-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      let report: NuJson;
      try {
        report = JSON.parse(stderr) as NuJson;
      } catch {
        reject(new Error(`The Nu HTML Checker did not answer a report: ${error?.message ?? ''}\n${stderr.slice(0, 2000)}`));
        return;
      }
      resolve(
        report.messages.map((message) => ({
          file: message.url?.startsWith('file:') ? fileURLToPath(message.url) : (message.url ?? ''),
          message: `${message.type}: ${message.message}`,
          line: message.lastLine,
          extract: message.extract,
        })),
      );
    });
  });
}
