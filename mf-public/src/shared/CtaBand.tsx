import type { ReactNode } from 'react';

/**
 * A call-to-action band: a heading, an optional line of text and its buttons. A page's closing band is a
 * section; one set inside an article (the blog post's) is an aside, with its own extra class.
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
    <Tag className={className ? `pub-cta ${className}` : 'pub-cta'} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {text && <p>{text}</p>}
      <div className="pub-cta__actions">{children}</div>
    </Tag>
  );
}
