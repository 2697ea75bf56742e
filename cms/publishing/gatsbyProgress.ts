import type { PublishProgress } from './publishQueue';

type BuildPhase = Extract<PublishProgress['phase'], 'sourcing' | 'queries' | 'html'>;

/**
 * Gatsby's activities, by the text it starts them with, and the phase each belongs to. A build
 * bundles its code between creating the pages and running their queries: that counts as the
 * queries' phase, the preparation of every page before its HTML.
 */
const PHASES: Array<[RegExp, BuildPhase]> = [
  [/load plugins|initiali[sz]e cache|source and transform nodes/i, 'sourcing'],
  [/building schema|createPages|bundles|HTML renderer|Rendering Engines|queries/i, 'queries'],
  // The site's onPostBuild finishes the pages' HTML and writes the sitemap.
  [/static HTML for pages|onPostBuild/i, 'html'],
];
const ORDER: BuildPhase[] = ['sourcing', 'queries', 'html'];

const phaseOf = (text: string) => PHASES.find(([pattern]) => pattern.test(text))?.[1];

interface GatsbyAction {
  type: string;
  payload?: {
    id?: string; text?: string; level?: string; statusText?: string; current?: number; total?: number;
    /** On the log entry that ends an activity: how long it took, in seconds. */
    duration?: number;
    /** On the log entry that ends a progress activity: its final count. */
    activity_current?: number; activity_total?: number;
  };
}

/**
 * Reads Gatsby's structured output (`GATSBY_LOGGER=json`: one redux action per line): activity
 * starts give the phase, progress updates the pages done of all. Its log entries are written
 * out as text, as Gatsby would print them; the errors among them are kept, to say why a build failed.
 */
export function gatsbyProgress(report: (progress: PublishProgress) => void, log: (text: string) => void) {
  const activities = new Map<string, BuildPhase>();
  const errors: string[] = [];
  let phase: BuildPhase | null = null;
  let pending = '';

  const onAction = ({ type, payload = {} }: GatsbyAction) => {
    if (type === 'LOG' && payload.text) {
      if (payload.level === 'ERROR') errors.push(payload.text);
      const duration = payload.duration === undefined ? '' : ` - ${payload.duration.toFixed(3)}s`;
      log(`${(payload.level ?? 'info').toLowerCase()} ${payload.text}${duration}${payload.statusText ? ` - ${payload.statusText}` : ''}\n`);
      // Progress updates are throttled: the last count comes with the entry that ends the activity.
      const ended = phaseOf(payload.text);
      if (phase && ended === phase && payload.activity_total) {
        report({ phase, pages: { done: payload.activity_current ?? 0, total: payload.activity_total } });
      }
      return;
    }
    const id = payload.id ?? '';
    if (type === 'ACTIVITY_START' && payload.text) {
      const started = phaseOf(payload.text);
      // Phases only move forward: a late helper activity does not take the report back.
      if (!started || (phase && ORDER.indexOf(started) < ORDER.indexOf(phase))) return;
      activities.set(id, started);
      phase = started;
    } else if (type !== 'ACTIVITY_UPDATE' || activities.get(id) !== phase) {
      return;
    }
    const pages = payload.total ? { done: payload.current ?? 0, total: payload.total } : undefined;
    report({ phase: phase!, pages });
  };

  return {
    /** Feeds a chunk of Gatsby's output. */
    write(chunk: string) {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('{')) {
          if (line.trim()) log(`${line}\n`);
          continue;
        }
        try {
          onAction(JSON.parse(line) as GatsbyAction);
        } catch {
          log(`${line}\n`);
        }
      }
    },
    /** The error messages Gatsby logged. */
    errors: () => [...errors],
  };
}
