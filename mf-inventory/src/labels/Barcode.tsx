import { useLayoutEffect, useRef, useState } from 'react';
import JsBarcode from 'jsbarcode';

/**
 * A Code 128 barcode of `value` drawn as SVG by JsBarcode, so a scanner (or the scanner modal) reads it
 * back and it prints sharp at any size, with `caption` under it (the code, or what the code is). A value
 * Code 128 cannot hold (it carries ASCII only; contracts' BARCODE_PATTERN keeps stored barcodes within it)
 * leaves the caption alone.
 */
export function Barcode({ value, label, caption }: { value: string; label: string; caption: string }) {
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
        {caption}
      </p>
    </>
  );
}
