/**
 * Who sees which back-office resource: a resource may name several roles, any of which will do,
 * so HR keeps the careers content as well as the editors, and nothing else of the content.
 */
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../admin/src/resources';
import { mayUse } from '../../admin/src/roles';

const usableBy = (roles: string[]) => RESOURCES.filter((resource) => mayUse(roles, resource.role)).map((resource) => resource.name);

describe('the roles of the back-office resources', () => {
  it('lets HR use the careers content, its schedule and its resumes, and no other content', () => {
    expect(usableBy(['hr'])).toEqual(['content/jobs', 'content/job-categories', 'content/work-places', 'schedule', 'resumes']);
  });

  it('lets editors use every content kind and sales none', () => {
    const kinds = ['jobs', 'job-categories', 'work-places', 'settings', 'service-locations', 'customer-reviews', 'products', 'videos', 'friendly-links'];
    expect(usableBy(['editor'])).toEqual(expect.arrayContaining(kinds.map((kind) => `content/${kind}`)));
    expect(usableBy(['sales']).filter((name) => name.startsWith('content/'))).toEqual([]);
  });

  it('accepts one role or any of several, admins everything, nobody without roles', () => {
    expect(mayUse(['hr'], ['editor', 'hr'])).toBe(true);
    expect(mayUse(['sales'], ['editor', 'hr'])).toBe(false);
    expect(mayUse(['editor'], 'editor')).toBe(true);
    expect(mayUse(['admin'], 'hr')).toBe(true);
    expect(mayUse(undefined, ['editor', 'hr'])).toBe(false);
  });
});
