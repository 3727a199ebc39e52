/**
 * Reading a barcode from a camera frame. The browser's own BarcodeDetector where it exists (Chrome on
 * Android, macOS and ChromeOS); elsewhere ZXing, a maintained decoder, loaded only now that a scanner
 * opens, so no other page downloads it. Null when neither can be had: the scanner then says detection is
 * not available and keeps manual entry.
 */
export type Decoder = (frame: HTMLCanvasElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options?: { formats?: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDecoder(): Promise<Decoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = await Detector.getSupportedFormats();
    if (formats.length === 0) return null;
    const detector = new Detector({ formats });
    return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function zxingDecoder(): Promise<Decoder | null> {
  try {
    const { BrowserMultiFormatReader } = await import(/* webpackChunkName: "zxing" */ '@zxing/browser');
    const reader = new BrowserMultiFormatReader();
    return async (frame) => {
      try {
        return reader.decodeFromCanvas(frame).getText();
      } catch {
        // ZXing throws when a frame holds no readable code: the next frame is tried.
        return null;
      }
    };
  } catch {
    return null;
  }
}

export async function loadDecoder(): Promise<Decoder | null> {
  return (await nativeDecoder()) ?? (await zxingDecoder());
}
