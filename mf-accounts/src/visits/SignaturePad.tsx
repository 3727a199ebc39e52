import { useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@hvac/ui';
import { NS } from './i18n';

interface SignaturePadProps {
  /** The drawing as a PNG data URL after each stroke, or null once cleared. */
  onChange: (dataUrl: string | null) => void;
}

/**
 * The customer signs with a finger, a stylus or a mouse (pointer events, one path for all three). The
 * canvas keeps its own pixels; React only hears of a finished stroke, so drawing never re-renders.
 */
export function SignaturePad({ onChange }: SignaturePadProps) {
  const { t } = useTranslation(NS);
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    // The drawing buffer is a fixed size; the box scales with the screen.
    return { x: ((e.clientX - box.left) * e.currentTarget.width) / box.width, y: ((e.clientY - box.top) * e.currentTarget.height) / box.height };
  };
  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    last.current = point(e);
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    const from = last.current;
    const g = e.currentTarget.getContext('2d');
    if (!from || !g) return;
    const to = point(e);
    g.lineWidth = 3;
    g.lineCap = 'round';
    g.strokeStyle = '#111';
    g.beginPath();
    g.moveTo(from.x, from.y);
    g.lineTo(to.x, to.y);
    g.stroke();
    last.current = to;
  };
  const up = () => {
    if (!last.current) return;
    last.current = null;
    onChange(canvas.current?.toDataURL('image/png') ?? null);
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    onChange(null);
  };

  return (
    <div className="vj-signature">
      <canvas
        ref={canvas}
        width={600}
        height={200}
        className="vj-signature__canvas"
        aria-label={t('complete.signature')}
        role="img"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onPointerLeave={up}
      />
      <Button variant="secondary" onClick={clear}>
        {t('complete.clear')}
      </Button>
    </div>
  );
}
