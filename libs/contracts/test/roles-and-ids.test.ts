import { ADMIN_ROLES, MANAGER_ROLES, ROLES, STAFF_ROLES, isRole, isUuid } from '@hvac/contracts';
import { IDENTITY_EVENTS, subjectOf } from '../src/events-index';

describe('roles (docs/domains/accounts.md#roles)', () => {
  it('knows the four roles and nothing else', () => {
    expect(ROLES).toEqual(['client', 'staff', 'manager', 'admin']);
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    for (const other of ['Admin', 'owner', '', undefined, null, 0]) expect(isRole(other)).toBe(false);
  });

  it('names who works for the company, who manages and who administers', () => {
    expect([...STAFF_ROLES].sort()).toEqual(['admin', 'manager', 'staff']);
    expect([...MANAGER_ROLES].sort()).toEqual(['admin', 'manager']);
    expect(ADMIN_ROLES).toEqual(['admin']);
  });
});

describe('ids and subjects', () => {
  it('recognises a UUID in either case and nothing else', () => {
    expect(isUuid('3f2b8c1e-9a4d-4e6f-8b7a-0c1d2e3f4a5b')).toBe(true);
    expect(isUuid('3F2B8C1E-9A4D-4E6F-8B7A-0C1D2E3F4A5B')).toBe(true);
    for (const bad of ['', '3f2b8c1e9a4d4e6f8b7a0c1d2e3f4a5b', '3f2b8c1e-9a4d-4e6f-8b7a-0c1d2e3f4a5', ' 3f2b8c1e-9a4d-4e6f-8b7a-0c1d2e3f4a5b', 'not-a-uuid']) {
      expect(isUuid(bad)).toBe(false);
    }
  });

  it('puts an event on hvac.<domain>.<event> (docs/architecture.md#stream-and-subjects)', () => {
    expect(subjectOf('requests', 'service-request-created')).toBe('hvac.requests.service-request-created');
    expect(Object.fromEntries(Object.entries(IDENTITY_EVENTS).map(([key, event]) => [key, event.subject]))).toEqual({
      userRegistered: 'hvac.identity.user-registered',
      userUpdated: 'hvac.identity.user-updated',
      userDeleted: 'hvac.identity.user-deleted',
    });
  });
});
