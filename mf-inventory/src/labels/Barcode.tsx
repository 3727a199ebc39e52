import { useLayoutEffect, useRef, useState } from 'react';
import JsBarcode from 'jsbarcode';

/**
 * A Code 128 barcode of `value` drawn as SVG by JsBarcode, so a scanner (or the scanner modal) reads it
 * back and it prints sharp at any size. A value Code 128 cannot hold (it carries ASCII only; contracts'
 * BARCODE_PATTERN keeps stored barcodes within it) is shown as text.
 */
export function Barcode({ value, label }: { value: string; label: string }) {
  const ref = useRef<SVGSVGElement>(null);
  const [failed, setFailed] = useState(false);
  useLayoutEffect(() => {
    if (!ref.current) return;
    try {
      JsBarcode(ref.current, value, { format: 'CODE128', width: 2, height: 70, margin: 10, displayValue: true, font: 'monospace', fontSize: 16 });
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [value]);
  if (failed) return <p dir="ltr">{value}</p>;
  return <svg ref={ref} role="img" aria-label={label} data-barcode={value} />;
}
