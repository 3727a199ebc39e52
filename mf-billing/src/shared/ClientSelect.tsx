import { useTranslation } from 'react-i18next';
import type { BillingClient } from '@hvac/contracts/billing';
import { Select, type SelectProps } from '@hvac/ui/forms';
import { NS } from '../i18n';
import { useClients, useFailureText } from './queries';

export interface ClientSelectProps extends Omit<SelectProps, 'value' | 'onChange' | 'children'> {
  value: string;
  onChange: (clientId: string) => void;
  /** The first option: 'Select a client' on a form, 'All clients' on a list filter. */
  placeholder: string;
  /** The document's own client, offered even when the directory's first page does not hold it. */
  current?: BillingClient | null;
}

const label = (c: BillingClient) => (c.username && c.email ? `${c.username} (${c.email})` : c.username || c.email);

/**
 * The users with role client (GET /users?role=client), by name and e-mail. A failed read says so under
 * the choice (the rest of the form or list stays usable) and is read again on the next visit.
 */
export function ClientSelect({ value, onChange, placeholder, current, ...rest }: ClientSelectProps) {
  const { t } = useTranslation(NS);
  const describe = useFailureText();
  const clients = useClients();
  const listed = clients.data ?? [];
  const options = current && !listed.some((c) => c.id === current.id) ? [current, ...listed] : listed;
  return (
    <>
      <Select {...rest} value={value} onChange={(e) => onChange(e.target.value)} aria-busy={clients.isFetching || undefined}>
        <option value="">{clients.isPending && !current ? t('common.clientsLoading') : placeholder}</option>
        {options.map((c) => (
          <option key={c.id} value={c.id}>
            {label(c)}
          </option>
        ))}
      </Select>
      {clients.isError && (
        <p className="field-error" role="alert">
          {describe(clients.error, 'messages.clientsFailed')}
        </p>
      )}
    </>
  );
}
