import { StatusBadge } from '@hvac/ui/list';

/** docs/domains/accounts.md#user-management: admin red, manager yellow, staff blue, client green (the shared badge tones). */
export function RoleBadge({ role }: { role: string }) {
  return <StatusBadge status={role} className="role-badge" />;
}
