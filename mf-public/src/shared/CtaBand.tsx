import type { ReactNode } from 'react';
import { cx } from '@hvac/ui';

/**
 * A call-to-action band: a heading, an optional line of text and its buttons. A page's closing band is a
 * section, marked closing-band so the footer follows it with no gap when it is the page's last block; one
 * set inside an article (the blog post's) is an aside, with its own extra class.
 */
export function CtaBand({
  id,
  heading,
  text,
  as: Tag = 'section',
  className,
  children,
}: {
  id: string;
  heading: string;
  text?: string;
  as?: 'section' | 'aside';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag className={cx('pub-cta', Tag === 'section' && 'closing-band', className)} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {text && <p>{text}</p>}
      <div className="pub-cta__actions">{children}</div>
    </Tag>
  );
}
