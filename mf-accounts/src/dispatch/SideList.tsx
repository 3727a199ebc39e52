import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceRequest } from '@hvac/contracts/requests';
import { NS } from './i18n';
import type { Picked } from './slots';

interface SideListProps {
  requests: ServiceRequest[];
  pickedId: string | null;
  onPick: (picked: Picked) => void;
  onDrag: (picked: Picked) => void;
}

/** Requests waiting for a visit: dragged onto a technician's cell, or picked with a click or Enter and placed the same way. */
export const SideList = memo(function SideList({ requests, pickedId, onPick, onDrag }: SideListProps) {
  const { t } = useTranslation(NS);
  return (
    <section className="db-side" aria-labelledby="db-side-h">
      <h2 id="db-side-h">{t('side.heading')}</h2>
      {requests.length === 0 ? (
        <p>{t('side.none')}</p>
      ) : (
        <ul>
          {requests.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                draggable
                className="db-chip db-chip--request"
                aria-pressed={pickedId === r.id}
                data-request-id={r.id}
                onDragStart={() => onDrag({ kind: 'request', request: r })}
                onClick={() => onPick({ kind: 'request', request: r })}
              >
                <span dir="auto">{r.contactFullName}</span> · {r.serviceType}
                {!r.assignedTo && <span className="db-tag"> · {t('side.unassigned')}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
