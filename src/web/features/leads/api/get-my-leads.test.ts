import { describe, expect, it } from 'vitest';
import { myLeadsUrl } from './get-my-leads';

describe('myLeadsUrl', () => {
  it('asks for the page, and for the filter and search only when there are', () => {
    expect(myLeadsUrl({ page: 1, pageSize: 20, status: 'alle', q: '' })).toBe(
      '/api/leads/my-leads?page=1&pageSize=20',
    );
    expect(myLeadsUrl({ page: 2, pageSize: 20, status: 'uitbetaald', q: 'de Vries & zn' })).toBe(
      '/api/leads/my-leads?page=2&pageSize=20&status=uitbetaald&q=de+Vries+%26+zn',
    );
  });
});
