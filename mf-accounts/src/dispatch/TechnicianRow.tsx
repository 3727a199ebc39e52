import { memo, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Assignee, VisitCard } from '@hvac/contracts/requests';
import { windowText } from '../visits/times';
import { NS } from './i18n';
import type { Column, Picked } from './slots';

interface TechnicianRowProps {
  technician: Assignee;
  columns: Column[];
  /** This technician's visits by column key, built once per answer. */
  visitsByColumn: ReadonlyMap<string, VisitCard[]>;
  pickedId: string | null;
  onPick: (picked: Picked) => void;
  /** A drag began: remembered without a render, so the board does not change under the pointer. */
  onDrag: (picked: Picked) => void;
  onDrop: (technicianId: string, column: Column) => void;
}

const allowDrop = (e: DragEvent) => e.preventDefault();

/**
 * One technician's row: plain cells, no effect per cell, memoised so a change to one row (or to the
 * picked item elsewhere) leaves the other 49 alone. A chip is a button: a click or Enter picks it (or a
 * drag carries it); a cell is a button that takes the picked item, so the keyboard does what the mouse does.
 */
export const TechnicianRow = memo(function TechnicianRow({ technician, columns, visitsByColumn, pickedId, onPick, onDrag, onDrop }: TechnicianRowProps) {
  const { t, i18n } = useTranslation(NS);
  return (
    <tr>
      <th scope="row" className="db-tech">
        {technician.username}
      </th>
      {columns.map((column) => (
        <td
          key={column.key}
          className="db-cell"
          onDragOver={allowDrop}
          onDrop={(e) => {
            e.preventDefault();
            onDrop(technician.id, column);
          }}
        >
          {(visitsByColumn.get(column.key) ?? []).map((v) => (
            <button
              key={v.id}
              type="button"
              draggable
              className={`db-chip db-chip--${v.status}`}
              aria-pressed={pickedId === v.id}
              data-visit-id={v.id}
              onDragStart={() => onDrag({ kind: 'visit', visit: v })}
              onClick={() => onPick({ kind: 'visit', visit: v })}
            >
              <span dir="auto">{windowText(v.startsAt, v.endsAt, i18n.language)}</span> <span dir="auto">{v.customerName}</span>
            </button>
          ))}
          {pickedId && (
            <button type="button" className="db-drop" onClick={() => onDrop(technician.id, column)}>
              {t('board.dropHere', { technician: technician.username, column: column.label })}
            </button>
          )}
        </td>
      ))}
    </tr>
  );
});
