import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisitCard } from '@hvac/contracts/requests';
import { COMPANY } from '@hvac/web-kit';
import { useUrlFilters } from '@hvac/web-kit/screens';
import { failureText } from '@hvac/web-kit/failure-text';
import { Button, ErrorBox } from '@hvac/ui';
import { addDays, clockText, dayText, houstonDay, houstonInstant } from '../visits/times';
import { useOpenRequests } from './api/open-requests';
import { useSaveVisit } from './api/save-visit';
import { useTechnicians } from './api/technicians';
import { useVisitsDuring } from './api/visits-during';
import { NS } from './i18n';
import { SideList } from './SideList';
import { SlotForm } from './SlotForm';
import { columnKeyOf, columnsOf, periodOf, pickedId, slotOf, type Column, type Picked, type View } from './slots';
import { TechnicianRow } from './TechnicianRow';
import './dispatch.css';

/** Visits by technician, then by column: built once per answer, so each row gets a stable map of its own. */
function group(visits: VisitCard[], view: View): Map<string, Map<string, VisitCard[]>> {
  const rows = new Map<string, Map<string, VisitCard[]>>();
  for (const v of visits) {
    if (v.status === 'cancelled') continue;
    const row = rows.get(v.technicianId) ?? new Map<string, VisitCard[]>();
    const key = columnKeyOf(view, v);
    row.set(key, [...(row.get(key) ?? []), v]);
    rows.set(v.technicianId, row);
  }
  return rows;
}

const NONE: ReadonlyMap<string, VisitCard[]> = new Map();

/** The board's view and the day it shows (empty: today in Houston). */
const BOARD_PLACE = { view: 'week', day: '' };
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /admin/dispatch (docs/domains/service-requests.md#dispatch-board): technicians as rows, a day or a
 * week as columns, the waiting requests beside them. Schedule, move and reassign by dragging, by
 * keyboard (pick, then a cell's place button) or by the form; the server's refusal of an overlap is
 * shown where the change was tried, and nothing moves.
 */
export function DispatchBoard() {
  const { t, i18n } = useTranslation(NS);
  // In the address, so the overview's "Today's visits" opens the day view and a reload keeps the period.
  const [board, setBoard] = useUrlFilters(BOARD_PLACE);
  const view: View = board.view === 'day' ? 'day' : 'week';
  const today = houstonDay(new Date());
  const day = CALENDAR_DAY.test(board.day) ? board.day : today;
  const setView = (next: View) => setBoard({ view: next });
  const setDay = (next: string) => setBoard({ day: next === today ? '' : next });
  const [picked, setPicked] = useState<Picked | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    document.title = t('meta.title', { company: COMPANY.name });
  }, [t, i18n.language]);

  const labelOf = useCallback((d: string, clock: string | null) => (clock ? clockText(houstonInstant(d, clock).toISOString(), i18n.language) : dayText(houstonInstant(d, '12:00').toISOString(), i18n.language)), [i18n.language]);
  const columns = useMemo(() => columnsOf(view, day, labelOf), [view, day, labelOf]);
  const { from, to } = useMemo(() => periodOf(columns), [columns]);
  const visits = useVisitsDuring(from, to);
  const technicians = useTechnicians();
  const requests = useOpenRequests();
  const rows = useMemo(() => group(visits.data ?? [], view), [visits.data, view]);

  const save = useSaveVisit({
    onSuccess: () => {
      setPicked(null);
      setRefusal(null);
      setSaved(true);
    },
    onError: (err) => {
      setSaved(false);
      setRefusal(failureText(err, t, 'board.saveFailed'));
    },
  });
  useEffect(() => {
    if (refusal) alertRef.current?.focus();
  }, [refusal]);

  const onPick = useCallback((p: Picked) => {
    setRefusal(null);
    setSaved(false);
    setPicked((current) => (pickedId(current) === pickedId(p) ? null : p));
  }, []);
  // mutate is stable across renders (the mutation object is not), so the rows' callbacks stay the same and their memo holds.
  const { mutate } = save;
  const place = useCallback(
    (technicianId: string, slot: { startsAt: string; endsAt: string }, p: Picked) =>
      mutate(p.kind === 'request' ? { kind: 'request', id: p.request.id, body: { technicianId, ...slot } } : { kind: 'visit', id: p.visit.id, body: { technicianId, ...slot } }),
    [mutate],
  );
  // A dragged item is kept in a ref: picking it would draw the place buttons and move the cells under the pointer.
  const dragged = useRef<Picked | null>(null);
  const onDrag = useCallback((p: Picked) => {
    dragged.current = p;
  }, []);
  const onDrop = useCallback(
    (technicianId: string, column: Column) => {
      const item = dragged.current ?? picked;
      dragged.current = null;
      if (item) place(technicianId, slotOf(item, column), item);
    },
    [picked, place],
  );
  const escape = (e: KeyboardEvent) => {
    if (e.key === 'Escape') setPicked(null);
  };

  const step = view === 'week' ? 7 : 1;
  const error = visits.error ?? technicians.error ?? requests.error;
  return (
    <div className="acc-page acc-page--wide db-page" onKeyDown={escape}>
      <h1>{t('board.heading')}</h1>
      <div className="db-toolbar" role="group" aria-label={t('board.period')}>
        <Button variant={view === 'day' ? 'primary' : 'secondary'} aria-pressed={view === 'day'} onClick={() => setView('day')}>
          {t('board.day')}
        </Button>
        <Button variant={view === 'week' ? 'primary' : 'secondary'} aria-pressed={view === 'week'} onClick={() => setView('week')}>
          {t('board.week')}
        </Button>
        <Button variant="secondary" onClick={() => setDay(addDays(day, -step))}>
          {t('board.previous')}
        </Button>
        <Button variant="secondary" onClick={() => setDay(today)}>
          {t('board.today')}
        </Button>
        <Button variant="secondary" onClick={() => setDay(addDays(day, step))}>
          {t('board.next')}
        </Button>
        <span className="db-period">{view === 'week' ? t('board.weekOf', { day: columns[0]!.label }) : labelOf(day, null)}</span>
      </div>
      <div ref={alertRef} tabIndex={-1} className="db-status">
        {refusal && <ErrorBox>{refusal}</ErrorBox>}
        {saved && <p role="status">{t('board.saved')}</p>}
        {picked && !refusal && <p role="status">{t('board.picked')}</p>}
      </div>
      {error && <ErrorBox>{failureText(error, t, 'board.loadFailed')}</ErrorBox>}
      <div className="db-layout">
        <SideList requests={requests.data ?? []} pickedId={pickedId(picked)} onPick={onPick} onDrag={onDrag} />
        <div className="db-main">
          {picked && <SlotForm picked={picked} technicians={technicians.data ?? []} day={day} busy={save.isPending} onSave={(slot) => place(slot.technicianId, slot, picked)} onCancel={() => setPicked(null)} />}
          <div className="db-grid-wrap" role="region" tabIndex={0} aria-label={t('board.heading')}>
            <table className={`db-grid db-grid--${view}`}>
              <caption className="visually-hidden">{t('board.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('board.technician')}</th>
                  {columns.map((c) => (
                    <th key={c.key} scope="col">
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {(technicians.data ?? []).map((tech) => (
                  <TechnicianRow key={tech.id} technician={tech} columns={columns} visitsByColumn={rows.get(tech.id) ?? NONE} pickedId={pickedId(picked)} onPick={onPick} onDrag={onDrag} onDrop={onDrop} />
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </div>
  );
}
