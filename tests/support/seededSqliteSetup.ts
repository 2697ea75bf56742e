import type { TestProject } from 'vitest/node';
import { prepareSeededTemplates } from './seededTemplates';

/**
 * Vitest globalSetup of the projects without PostgreSQL (the site's, the widgets' and the
 * end-to-end tests): the demo content seeded once on SQLite as `inject('seededTemplates')`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const seeded = await prepareSeededTemplates();
  project.provide('seededTemplates', seeded.templates);
  return seeded.remove;
}
