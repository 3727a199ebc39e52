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
      // The digits are written below as page text (selectable, read aloud, in the page's font), not by JsBarcode.
      JsBarcode(ref.current, value, { format: 'CODE128', width: 2, height: 70, margin: 10, displayValue: false });
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [value]);
  return (
    <>
      {!failed && <svg ref={ref} role="img" aria-label={label} data-barcode={value} />}
      <p className="inv-barcode-text" dir="ltr">
        {value}
      </p>
    </>
  );
}
