import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '@hvac/ui';
import { useTranslationsLoaded, useLocalizedPath, BookingButton } from '@hvac/web-kit';
import { formatDate } from '@hvac/web-kit/formatters';
import { PAGES_NS } from '../i18n/pages';
import { useOpenBooking } from '../request-quote/useOpenBooking';
import { Stars } from '../shared/Stars';
import { usePageMeta } from '../shared/usePageMeta';
import { averageRating, REVIEW_LINKS, REVIEWS, takePrefetchedReviews, TESTIMONIALS_DELAY_MS, type Review } from './reviews';
import { CtaBand } from '../shared/CtaBand';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);

/** The reviews with their average, or the empty state when there are none. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  const { t, i18n } = useTranslation(PAGES_NS);
  const average = averageRating(reviews);
  if (average === null) {
    return (
      <div className="pub-empty">
        <h2>{t('testimonials.empty.heading')}</h2>
        <p>{t('testimonials.empty.text')}</p>
      </div>
    );
  }
  const averageText = new Intl.NumberFormat(i18n.resolvedLanguage, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
  const total = new Intl.NumberFormat(i18n.resolvedLanguage).format(reviews.length);
  return (
    <>
      <div className="pub-rating-summary" data-testid="average-rating">
        <Stars rating={Math.round(average)} label={t('testimonials.rated', { rating: averageText })} />
        <p>
          <strong className="pub-rating-summary__value">{averageText}</strong> {t('testimonials.outOf')}
        </p>
        <p className="pub-rating-summary__count">{t('testimonials.basedOn', { total })}</p>
      </div>
      <ul className="pub-grid pub-grid--3">
        {reviews.map((review) => {
          const name = t(`testimonials.reviews.${review.key}.name`);
          return (
            <li key={review.id} className="pub-testimonial">
              <figure>
                <Stars rating={review.rating} label={t('testimonials.rated', { rating: review.rating })} />
                <blockquote>
                  <p>{t(`testimonials.reviews.${review.key}.text`)}</p>
                </blockquote>
                <figcaption>
                  {review.customerAvatar ? (
                    <img className="pub-avatar" src={review.customerAvatar} alt="" width={44} height={44} loading="lazy" />
                  ) : (
                    <span className="pub-avatar" aria-hidden="true">
                      {initials(name)}
                    </span>
                  )}
                  <span>
                    <strong>{name}</strong>
                    <span className="pub-testimonial__meta">{t(`testimonials.reviews.${review.key}.location`)}</span>
                    <span className="pub-testimonial__meta">
                      {t(`testimonials.reviews.${review.key}.service`)} · <time dateTime={review.reviewDate}>{formatDate(review.reviewDate, i18n.resolvedLanguage)}</time>
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** /testimonials (docs/domains/public-site.md#testimonials): about 1 s of loading, then six reviews and their average. */
export function TestimonialsPage() {
  const localize = useLocalizedPath();
  // This page's strings arrive with its chunk; in Persian or Spanish wait for them rather than flash English.
  useTranslationsLoaded();
  const { t } = useTranslation(PAGES_NS);
  const openBooking = useOpenBooking();
  const [reviews, setReviews] = useState<readonly Review[] | null>(() => (takePrefetchedReviews() ? REVIEWS : null));
  usePageMeta('testimonials');

  useEffect(() => {
    if (reviews) return undefined;
    const timer = setTimeout(() => setReviews(REVIEWS), TESTIMONIALS_DELAY_MS);
    return () => clearTimeout(timer);
    // Only the first render decides whether the load already ran ahead.
  }, []);

  return (
    <div className="pub-page">
      <section className="pub-banner" aria-labelledby="testimonials-heading">
        <div className="pub-banner__inner">
          <h1 id="testimonials-heading">{t('testimonials.heading')}</h1>
          <p>{t('testimonials.intro')}</p>
        </div>
      </section>
      <section className="pub-section pub-reviews" aria-label={t('testimonials.listLabel')}>
        {reviews === null ? <Spinner label={t('testimonials.loading')} /> : <ReviewList reviews={reviews} />}
      </section>
      <section className="pub-section pub-section--tinted" aria-labelledby="testimonials-leave-heading">
        <div className="pub-prose pub-prose--center">
          <h2 id="testimonials-leave-heading">{t('testimonials.leave.heading')}</h2>
          <p>{t('testimonials.leave.text')}</p>
          <p className="pub-cta__actions">
            <a className="btn btn-secondary btn-md" href={REVIEW_LINKS.google} target="_blank" rel="noopener noreferrer">
              {t('testimonials.leave.google')}
            </a>
            <a className="btn btn-secondary btn-md" href={REVIEW_LINKS.other} title={t('testimonials.leave.comingSoon')}>
              {t('testimonials.leave.other')}
            </a>
          </p>
        </div>
      </section>
      <CtaBand id="testimonials-cta-heading" heading={t('testimonials.cta.heading')}>
        <BookingButton className="btn btn-primary btn-lg" onOpen={() => openBooking()}>
          {t('testimonials.cta.schedule')}
        </BookingButton>
        <Link className="btn btn-secondary btn-lg" to={localize('/services')}>
          {t('testimonials.cta.services')}
        </Link>
      </CtaBand>
    </div>
  );
}
