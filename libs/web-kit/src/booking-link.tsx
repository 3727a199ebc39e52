import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from './localized-path';

export interface BookingLinkProps {
  /** Opens the booking dialog: what a click does once the page's scripts run. */
  onOpen: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A booking button that is a link to the contact page in the reader's language, so a page read without
 * JavaScript (a prerendered page on a slow phone) still leads to the phone number; with JavaScript a
 * plain click opens the dialog instead (docs/domains/public-site.md#search-engines). A click meant for
 * a new tab still follows the link.
 */
export function BookingLink({ onOpen, className, children }: BookingLinkProps) {
  const localize = useLocalizedPath();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <Link to={localize('/contact')} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
