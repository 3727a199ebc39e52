import type { MouseEvent, ReactNode } from 'react';
import { useLocalizedPath } from './localized-path';

export interface BookingButtonProps {
  /** Opens the booking dialog: what a click does once the page's scripts run. */
  onOpen: () => void;
  className?: string;
  children: ReactNode;
}

// The form only carries the fallback; it must not box the button in the layout around it.
const NO_BOX = { display: 'contents' } as const;

/**
 * A booking button that, on a page read without JavaScript (a prerendered page on a slow phone), submits
 * its form to the contact page in the reader's language, where the phone number is; with JavaScript it
 * opens the dialog (docs/domains/public-site.md#search-engines). It stays a button for assistive
 * technology: what it does with scripts running is open a dialog, not go elsewhere.
 */
export function BookingButton({ onOpen, className, children }: BookingButtonProps) {
  const localize = useLocalizedPath();
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onOpen();
  };
  return (
    <form action={localize('/contact')} method="get" style={NO_BOX}>
      <button type="submit" className={className} onClick={onClick}>
        {children}
      </button>
    </form>
  );
}
