import { describe, expect, it } from 'vitest';
import { projectListUrl } from './project-list';

describe('projectListUrl', () => {
  it('leaves out what is default or empty', () => {
    expect(projectListUrl('/api/projects', {})).toBe('/api/projects');
    expect(projectListUrl('/api/projects', { page: 1, q: '   ' })).toBe('/api/projects');
  });

  it('sends paging, a trimmed search, the status and the filter', () => {
    expect(
      projectListUrl('/api/projects/assigned', {
        page: 3,
        pageSize: 20,
        q: ' AM-2026 & co ',
        status: 'in_progress',
        filter: 'active',
      }),
    ).toBe('/api/projects/assigned?page=3&pageSize=20&q=AM-2026+%26+co&status=in_progress&filter=active');
  });
});
