import { usePageMeta } from '../shared/usePageMeta';
import { Hero } from './Hero';
import { Reasons } from './Reasons';
import { ServiceCards } from './ServiceCards';
import { Testimonials } from './Testimonials';

/** The home page (docs/domains/public-site.md#home): hero, four service cards, four reasons, three testimonials. */
export function HomePage() {
  usePageMeta('home');
  return (
    <div className="pub-home">
      <Hero />
      <ServiceCards />
      <Reasons />
      <Testimonials />
    </div>
  );
}
