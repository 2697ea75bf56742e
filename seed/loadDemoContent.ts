import type { LoadSeedContent } from '../cms/seeding/seedContent';

/** The demo content, loaded only when a database is found empty (it is most of the code). */
export const loadDemoContent: LoadSeedContent = async () => (await import('./seedDemoContent')).seedDemoContent;
