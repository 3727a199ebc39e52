import { useTranslation } from 'react-i18next';
import type { Visit, VisitAttachment } from '@hvac/contracts/requests';
import { FreeText } from '@hvac/ui';
import { useAttachmentImage, useAttachments } from './api/attachments';
import { useRequestVisits } from './api/request-visits';
import { NS } from './i18n';
import { dayText, windowText } from './times';
import { VisitStatusBadge } from './VisitStatusBadge';
import './visits.css';

function Image({ attachment, alt }: { attachment: VisitAttachment; alt: string }) {
  const { data: src } = useAttachmentImage(attachment.url);
  return src ? <img src={src} alt={alt} data-kind={attachment.kind} /> : null;
}

function VisitRecord({ visit }: { visit: Visit }) {
  const { t, i18n } = useTranslation(NS);
  const { data: attachments = [] } = useAttachments(visit.id);
  const photos = attachments.filter((a) => a.kind === 'photo');
  const signature = attachments.find((a) => a.kind === 'signature');
  return (
    <li className="vj-card" data-visit-id={visit.id}>
      <div className="vj-card__head">
        <strong>{t('office.when', { day: dayText(visit.startsAt, i18n.language), window: windowText(visit.startsAt, visit.endsAt, i18n.language) })}</strong>
        <VisitStatusBadge status={visit.status} />
      </div>
      <p>{t('office.technician', { name: visit.technicianName })}</p>
      {visit.notes && (
        <>
          <h4>{t('office.notes')}</h4>
          <p className="vj-notes">
            <FreeText>{visit.notes}</FreeText>
          </p>
        </>
      )}
      {photos.length > 0 && (
        <>
          <h4>{t('office.photos')}</h4>
          <div className="vj-thumbs">
            {photos.map((p, i) => (
              <Image key={p.id} attachment={p} alt={t('office.photoAlt', { n: i + 1 })} />
            ))}
          </div>
        </>
      )}
      {signature && (
        <>
          <h4>{t('office.signature')}</h4>
          <div className="vj-thumbs">
            <Image attachment={signature} alt={t('office.signatureAlt')} />
          </div>
        </>
      )}
    </li>
  );
}

/** The request's visits on the office's detail screen: when, who, status, and what the technician left (docs/domains/service-requests.md#visit-attachments). */
export function RequestVisits({ serviceRequestId }: { serviceRequestId: string }) {
  const { t } = useTranslation(NS);
  const { data: visits } = useRequestVisits(serviceRequestId);
  return (
    <section className="vj-office" aria-labelledby="vj-office-h">
      <h2 id="vj-office-h">{t('office.heading')}</h2>
      {visits && visits.length === 0 && <p>{t('office.none')}</p>}
      <ul className="vj-cards">
        {visits?.map((v) => (
          <VisitRecord key={v.id} visit={v} />
        ))}
      </ul>
    </section>
  );
}
