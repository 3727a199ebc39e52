import { PhoneNumber } from '@hvac/ui';
import { COMPANY } from '@hvac/web-kit';

/** The secondary "Call …" button beside a page's main action: the label, then the office number kept left to right. */
export function CallButton({ label }: { label: string }) {
  return (
    <a className="btn btn-secondary btn-lg" href={COMPANY.phone.href}>
      {label} <PhoneNumber display={COMPANY.phone.display} />
    </a>
  );
}
