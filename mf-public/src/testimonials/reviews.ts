/**
 * docs/domains/public-site.md#testimonials: six hard-coded reviews. Texts, names, places and services are translated under
 * testimonials.reviews.<key>; rating and date are facts and stay here.
 */
export interface Review {
  id: number;
  key: string;
  rating: 1 | 2 | 3 | 4 | 5;
  reviewDate: string;
  customerAvatar?: string;
}

export const REVIEWS: Review[] = [
  { id: 1, key: 'maria', rating: 5, reviewDate: '2026-08-14' },
  { id: 2, key: 'james', rating: 5, reviewDate: '2026-07-02' },
  { id: 3, key: 'linh', rating: 5, reviewDate: '2026-05-21' },
  { id: 4, key: 'robert', rating: 5, reviewDate: '2026-01-19' },
  { id: 5, key: 'angela', rating: 5, reviewDate: '2025-11-06' },
  { id: 6, key: 'priya', rating: 5, reviewDate: '2025-09-30' },
];

/** docs/domains/public-site.md#constants: testimonials load for about 1 second. */
export const TESTIMONIALS_DELAY_MS = 1000;

let waitedAhead = false;

/**
 * The reviews' load, run while the remote loads on a visit that starts at /testimonials, so that over
 * prerendered HTML the first commit draws the reviews, not the loading state
 * (docs/domains/public-site.md#search-engines).
 */
export const prefetchReviews = (): Promise<void> =>
  new Promise((resolve) =>
    setTimeout(() => {
      waitedAhead = true;
      resolve();
    }, TESTIMONIALS_DELAY_MS),
  );

/** Whether the load already ran ahead, answered once: a later visit loads again. */
export function takePrefetchedReviews(): boolean {
  const waited = waitedAhead;
  waitedAhead = false;
  return waited;
}

/** The mean rating, or null without reviews. */
export const averageRating = (reviews: readonly Pick<Review, 'rating'>[]): number | null =>
  reviews.length === 0 ? null : reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;

/** Where visitors can leave a review: a search engine's review page and a second site still to come. */
export const REVIEW_LINKS = {
  google: 'https://www.google.com/search?q=Bayou+City+Comfort+HVAC+reviews',
  other: '#',
} as const;
