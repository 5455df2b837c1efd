import { dashboardChange } from './queue-dashboard';

describe('what a queue dashboard change did, for the audit trail', () => {
  it.each([
    ['PUT', '/admin/queues/api/queues/email/42/retry', { queue: 'email', action: 'job-retry', job: '42' }],
    ['PUT', '/admin/queues/api/queues/email/42/clean', { queue: 'email', action: 'job-remove', job: '42' }],
    [
      'PUT',
      '/admin/queues/api/queues/default/ev%401/promote',
      { queue: 'default', action: 'job-promote', job: 'ev@1' },
    ],
    ['PUT', '/admin/queues/api/queues/email/retry/failed', { queue: 'email', action: 'retry-failed', job: null }],
    [
      'PUT',
      '/admin/queues/api/queues/documents/clean/completed',
      { queue: 'documents', action: 'clean-completed', job: null },
    ],
    ['PUT', '/admin/queues/api/queues/exports/pause', { queue: 'exports', action: 'pause', job: null }],
    ['PUT', '/admin/queues/api/queues/pause', { queue: '*', action: 'pause-all', job: null }],
  ])('%s %s', (method, url, expected) => {
    expect(dashboardChange(method, url)).toMatchObject(expected);
  });

  it('ignores paths outside its API', () => {
    expect(dashboardChange('PUT', '/admin/queues/static/x.js')).toBeUndefined();
    expect(dashboardChange('PUT', '/admin/queues/api/queues')).toBeUndefined();
  });
});
