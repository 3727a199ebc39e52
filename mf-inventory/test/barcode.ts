import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';

/**
 * Reads back the barcode a label drew: the SVG's bars become a row of pixels (jsdom draws nothing) that
 * ZXing — a decoder written apart from JsBarcode — decodes as Code 128. Null when it reads nothing.
 */
export function decodeBarcodeSvg(svg: SVGSVGElement): string | null {
  const bars = Array.from(svg.querySelectorAll('g rect')).map((rect) => ({ x: Number(rect.getAttribute('x')), width: Number(rect.getAttribute('width')) }));
  if (bars.length === 0) return null;
  const quiet = 20;
  const width = Math.max(...bars.map((b) => b.x + b.width)) + 2 * quiet;
  const height = 8;
  const pixels = new Uint8ClampedArray(width * height).fill(255);
  for (let row = 0; row < height; row++) {
    for (const bar of bars) pixels.fill(0, row * width + quiet + bar.x, row * width + quiet + bar.x + bar.width);
  }
  const reader = new MultiFormatReader();
  reader.setHints(new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]]]));
  try {
    return reader.decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, width, height)))).getText();
  } catch {
    return null;
  }
}
