import type { ReactNode } from 'react';
import { localDigits } from '@hvac/web-kit';

type FreeTextTag = 'bdi' | 'span' | 'p' | 'div' | 'dd' | 'td' | 'strong' | 'h1' | 'h2' | 'h3' | 'blockquote';

/**
 * Text someone typed or wrote outside the translations (names, addresses, descriptions, notes, a
 * blog post): it keeps its own direction and its own digits on every page, so an English line stays
 * in order on a Persian page and '123 Main St' never reads 'Main St, 123'
 * (docs/architecture.md#frontend-conventions). Inline by default (<bdi>); `as` for a block of its own.
 */
export function FreeText({ children, as: Tag = 'bdi', className }: { children: ReactNode; as?: FreeTextTag; className?: string }) {
  return (
    <Tag dir="auto" className={className}>
      {children}
    </Tag>
  );
}

/**
 * A phone number as the site writes it: left to right on one line, in the reader's digits. Its parent's
 * useTranslation re-renders it when the language changes.
 */
export function PhoneNumber({ display }: { display: string }) {
  return (
    <bdi dir="ltr" className="phone-number">
      {localDigits(display)}
    </bdi>
  );
}
