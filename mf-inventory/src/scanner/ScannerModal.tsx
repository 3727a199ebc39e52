import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SCANNER_CAMERA, INVENTORY_LIMITS } from '@hvac/contracts/inventory';
import { Button, Modal, useToast } from '@hvac/ui';
import { Field, Input } from '@hvac/ui/forms';
import { NS } from '../items/i18n';
import { loadDecoder, type Decoder } from './decoder';

/** How often a camera frame is read while the scanner is open. */
const FRAME_INTERVAL_MS = 250;

type CameraState = 'starting' | 'scanning' | 'noCamera' | 'denied' | 'cameraFailed';

/** Why getUserMedia failed, as the scanner says it. */
function cameraFailure(err: unknown): CameraState {
  const name = err instanceof DOMException || err instanceof Error ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'noCamera';
  return 'cameraFailed';
}

export interface ScannerModalProps {
  open: boolean;
  onClose: () => void;
  /** Looks a code up; answers whether it found the item (the scanner then closes). */
  onCode: (code: string) => Promise<boolean>;
}

/**
 * The scanner (docs/domains/inventory.md#screens): manual entry always, and the rear camera at 640×480
 * whose frames are decoded for real (decoder.ts). A code read from the camera is looked up like a typed
 * one. Without a camera or permission it says so; where no decoder exists it shows the spec's note and
 * Capture only says how to scan.
 */
export function ScannerModal({ open, onClose, onCode }: ScannerModalProps) {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const [manual, setManual] = useState('');
  const [camera, setCamera] = useState<CameraState>('starting');
  const [decoding, setDecoding] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [read, setRead] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const decoderRef = useRef<Decoder | null>(null);
  const busyRef = useRef(false);

  const submitCode = async (code: string) => {
    if (busyRef.current) return;
    busyRef.current = true;
    try {
      if (await onCode(code)) onClose();
    } finally {
      busyRef.current = false;
    }
  };

  /** One frame through the decoder; a code found is looked up. */
  const readFrame = async (): Promise<boolean> => {
    const video = videoRef.current;
    const decode = decoderRef.current;
    if (!video || !decode || busyRef.current || video.readyState < 2 || video.videoWidth === 0) return false;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    const code = await decode(canvas);
    if (!code) return false;
    setRead(code);
    await submitCode(code);
    return true;
  };

  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let closed = false;
    setCamera('starting');
    setDecoding('loading');
    setRead(null);
    void loadDecoder().then((decoder) => {
      if (closed) return;
      decoderRef.current = decoder;
      setDecoding(decoder ? 'ready' : 'unavailable');
    });
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setCamera('noCamera');
        return;
      }
      try {
        const media = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: { width: { ideal: SCANNER_CAMERA.width }, height: { ideal: SCANNER_CAMERA.height }, facingMode: { ideal: SCANNER_CAMERA.facingMode } },
        });
        if (closed) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = media;
        const video = videoRef.current;
        if (video) {
          video.srcObject = media;
          try {
            await video.play();
          } catch {
            // A muted inline video may start on its own later; frames are read once it has them.
          }
        }
        setCamera('scanning');
        timer = setInterval(() => void readFrame(), FRAME_INTERVAL_MS);
      } catch (err) {
        if (!closed) setCamera(cameraFailure(err));
      }
    };
    void start();
    return () => {
      closed = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
      decoderRef.current = null;
    };
    // The camera runs while the dialog is open; readFrame reads refs only.
  }, [open]);

  const submitManual = (event: FormEvent) => {
    event.preventDefault();
    if (!manual.trim()) {
      toast.show(t('toasts.scannerBarcodeEmpty'), 'error');
      return;
    }
    void submitCode(manual.trim());
  };

  const capture = async () => {
    if (!(await readFrame())) toast.show(t('scanner.captureInfo'), 'info');
  };

  const cameraText = camera === 'scanning' ? (read ? t('scanner.found', { code: read }) : t('scanner.scanning')) : t(`scanner.${camera}`);

  return (
    <Modal open={open} onClose={onClose} title={t('scanner.title')}>
      <div className="inv-scanner">
        <form className="inv-inline" onSubmit={submitManual} noValidate>
          <Field label={t('scanner.manual')} htmlFor="scanner-manual">
            <Input
              dir="ltr"
              autoComplete="off"
              maxLength={INVENTORY_LIMITS.barcode}
              placeholder={t('scanner.manualPlaceholder')}
              value={manual}
              onChange={(e) => setManual(e.target.value)}
            />
          </Field>
          <Button type="submit">{t('scanner.lookUp')}</Button>
        </form>
        <section aria-labelledby="scanner-camera" className="inv-scanner">
          <h3 id="scanner-camera">{t('scanner.camera')}</h3>
          {(camera === 'starting' || camera === 'scanning') && (
            <video ref={videoRef} className="inv-video" muted playsInline aria-label={t('scanner.video')} width={SCANNER_CAMERA.width} height={SCANNER_CAMERA.height} />
          )}
          <p className="inv-note" role="status" data-camera={camera} data-decoder={decoding}>
            {cameraText}
          </p>
          {decoding === 'unavailable' && <p className="inv-note">{t('toasts.scannerNote')}</p>}
          {camera === 'scanning' && (
            <Button variant="secondary" onClick={() => void capture()}>
              {t('scanner.capture')}
            </Button>
          )}
        </section>
      </div>
    </Modal>
  );
}
