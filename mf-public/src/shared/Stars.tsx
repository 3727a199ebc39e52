/** A 1–5 rating as stars; the label says the number for screen readers. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="pub-stars" role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < rating ? 'is-on' : undefined}>
          ★
        </span>
      ))}
    </p>
  );
}
