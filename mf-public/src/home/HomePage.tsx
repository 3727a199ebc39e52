import { usePageMeta } from '../shared/usePageMeta';
import { Hero } from './Hero';
import { Reasons } from './Reasons';
import { ServiceCards } from './ServiceCards';
import { Testimonials } from './Testimonials';

/** Spec 1 §2 "Home": hero, four service cards, four reasons, three testimonials. */
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
