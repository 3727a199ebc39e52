/**
 * Barcodes for the inventory journeys: reading back the label's Code 128 with ZXing (a decoder written
 * apart from the JsBarcode that drew it), and a camera picture of a barcode for Chromium's fake camera.
 */
import { writeFileSync } from 'node:fs';
import JsBarcode from 'jsbarcode';
import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';

/** One bar of a drawn barcode, in the drawing's units. */
export interface Bar {
  x: number;
  width: number;
}

/** The text of a Code 128 barcode given by its bars (black on white), or null when ZXing reads none. */
export function decodeBars(bars: readonly Bar[], scale = 2): string | null {
  if (bars.length === 0) return null;
  const quiet = 20 * scale;
  const width = Math.ceil(Math.max(...bars.map((b) => b.x + b.width)) * scale) + 2 * quiet;
  const height = 8;
  const pixels = new Uint8ClampedArray(width * height).fill(255);
  for (let row = 0; row < height; row++) {
    for (const bar of bars) pixels.fill(0, row * width + quiet + Math.round(bar.x * scale), row * width + quiet + Math.round((bar.x + bar.width) * scale));
  }
  const reader = new MultiFormatReader();
  reader.setHints(new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]]]));
  try {
    return reader.decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, width, height)))).getText();
  } catch {
    return null;
  }
}

/**
 * A one-frame 640×480 Y4M video of `code` as a Code 128 barcode, black bars on white, for Chromium's
 * `--use-file-for-fake-video-capture` (which plays it in a loop as the camera).
 */
export function writeBarcodeVideo(file: string, code: string): void {
  const drawn: { encodings?: { data: string }[] } = {};
  JsBarcode(drawn, code, { format: 'CODE128' });
  const modules = drawn.encodings!.map((e) => e.data).join('');
  const [width, height, module] = [640, 480, 4];
  const start = Math.floor((width - modules.length * module) / 2);
  if (start < 40) throw new Error(`${code} is too long for a ${width}-pixel frame`);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 120; y < 360; y++) {
    for (let i = 0; i < modules.length; i++) if (modules[i] === '1') luma.fill(16, y * width + start + i * module, y * width + start + (i + 1) * module);
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]));
}
