import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { BookingButton, useLocalizedPath, useTranslationsLoaded } from '@hvac/web-kit';
import { ErrorBox, Spinner } from '@hvac/ui';
import { NS } from '../i18n';
import { SERVICES_NS } from '../i18n/services';
import { quoteServiceOf } from '../request-quote/quoteRequest';
import { useOpenBooking } from '../request-quote/useOpenBooking';
import { usePageMeta } from '../shared/usePageMeta';
import { findService, isServiceSlug, takePrefetchedService, type ProblemItem, type ServiceContent, type ServiceSlug } from './content';
import { FaqItem } from './Faq';
import { PROBLEM_ICONS } from './icons';
import { SERVICE_IMAGES, SERVICE_IMAGE_SIZE } from './images';
import { Breadcrumb } from '../shared/Breadcrumb';
import { breadcrumbData } from '../shared/structured-data/breadcrumb';
import { faqData } from '../shared/structured-data/faq';
import { serviceData } from '../shared/structured-data/service';
import { CtaBand } from '../shared/CtaBand';

type LookupState =
  | { status: 'loading' }
  | { status: 'loaded'; service: ServiceContent }
  | { status: 'error'; message: 'notFound' | 'loadFailed' }
  | { status: 'none' };

/** The service page (docs/domains/public-site.md#service-detail): its states (loading, loaded, not found, failed) and messages. */
/** Named offerings (solutions, sub-services) as a grid of cards. */
function CardGrid({ items, columns }: { items: readonly { id: string; name: string; description: string }[]; columns: 3 | 4 }) {
  return (
    <ul className={`pub-grid pub-grid--${columns}`}>
      {items.map((item) => (
        <li key={item.id} className="pub-card">
          <h3>{item.name}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

function fromPrefetch(lookup: ReturnType<typeof takePrefetchedService>): LookupState | undefined {
  if (!lookup) return undefined;
  if (lookup.status === 'failed') return { status: 'error', message: 'loadFailed' };
  return lookup.service ? { status: 'loaded', service: lookup.service } : { status: 'error', message: 'notFound' };
}

export function ServiceDetailPage() {
  useTranslationsLoaded();
  const { serviceSlug = '' } = useParams();
  const { i18n } = useTranslation(SERVICES_NS);
  const lng = i18n.resolvedLanguage ?? 'en';
  const slug = serviceSlug.trim();
  const switched = useRef(false);
  const [state, setState] = useState<LookupState>(() => fromPrefetch(takePrefetchedService(slug, lng)) ?? { status: 'loading' });

  useEffect(() => {
    if (!slug) {
      setState({ status: 'none' });
      return;
    }
    if (state.status !== 'loading' && !switched.current) {
      // The first render already drew the prefetched lookup; a later slug or language looks up again.
      switched.current = true;
      return;
    }
    switched.current = true;
    let current = true;
    setState({ status: 'loading' });
    findService(slug, lng).then(
      (service) => {
        if (current) setState(service ? { status: 'loaded', service } : { status: 'error', message: 'notFound' });
      },
      (error: unknown) => {
        console.error('Failed to load service information.', error);
        if (current) setState({ status: 'error', message: 'loadFailed' });
      },
    );
    return () => {
      current = false;
    };
  }, [slug, lng]);

  if (state.status === 'loaded') return <ServiceView service={state.service} />;
  if (state.status === 'loading' && isServiceSlug(slug)) return <ServiceLoading slug={slug} />;
  return <ServiceStatus state={state} />;
}

function ServicesBreadcrumb({ title }: { title: string }) {
  const { t } = useTranslation(NS);
  return <Breadcrumb section={{ to: '/services', label: t('breadcrumb.services') }} title={title} />;
}

function HeroImage({ slug }: { slug: ServiceSlug }) {
  return (
    <img
      className="pub-service-hero__image"
      src={SERVICE_IMAGES[slug]}
      alt=""
      width={SERVICE_IMAGE_SIZE.width}
      height={SERVICE_IMAGE_SIZE.height}
      fetchPriority="high"
    />
  );
}

/**
 * The loading state of a service that has content: the page's frame (breadcrumb, hero image) is
 * drawn at once and the hero says 'Loading service details...', so nothing moves when the text arrives.
 */
function ServiceLoading({ slug }: { slug: ServiceSlug }) {
  const { t } = useTranslation(SERVICES_NS);
  usePageMeta('services');
  return (
    <div className="pub-page pub-service">
      <ServicesBreadcrumb title={'\u00a0'} />
      <div className="pub-service-hero">
        <HeroImage slug={slug} />
        <div className="pub-service-hero__inner">
          <Spinner label={t('serviceDetail.loading')} />
        </div>
      </div>
      <div className="pub-service-placeholder" />
    </div>
  );
}

function ServiceStatus({ state }: { state: Exclude<LookupState, { status: 'loaded' }> }) {
  const localize = useLocalizedPath();
  const { t } = useTranslation(SERVICES_NS);
  usePageMeta(state.status === 'loading' ? 'services' : 'serviceMissing');
  if (state.status === 'loading') {
    return (
      <div className="pub-status">
        <Spinner label={t('serviceDetail.loading')} />
      </div>
    );
  }
  const back = (
    <Link className="btn btn-primary btn-md" to={localize('/services')}>
      {t('serviceDetail.backToServices')}
    </Link>
  );
  if (state.status === 'none') {
    return (
      <section className="pub-status" aria-labelledby="service-status-heading">
        <h1 id="service-status-heading">{t('serviceDetail.none.heading')}</h1>
        <p>{t('serviceDetail.none.text')}</p>
        {back}
      </section>
    );
  }
  return (
    <section className="pub-status" aria-labelledby="service-status-heading">
      <h1 id="service-status-heading">{t('serviceDetail.errorHeading')}</h1>
      <ErrorBox>{t(`serviceDetail.${state.message}`)}</ErrorBox>
      {back}
    </section>
  );
}

function ProblemList({ items }: { items: ProblemItem[] }) {
  return (
    <ul className="pub-problems">
      {items.map(({ id, text, icon }) => {
        const Icon = PROBLEM_ICONS[icon];
        return (
          <li key={id}>
            <span className="pub-problems__icon">
              <Icon />
            </span>
            <span>{text}</span>
          </li>
        );
      })}
    </ul>
  );
}

function Section({ id, heading, tinted, children }: { id: string; heading: string; tinted?: boolean; children: ReactNode }) {
  return (
    <section className={tinted ? 'pub-section pub-section--tinted' : 'pub-section'} aria-labelledby={`svc-${id}-heading`}>
      <div>
        <h2 id={`svc-${id}-heading`}>{heading}</h2>
        {children}
      </div>
    </section>
  );
}

function ServiceView({ service }: { service: ServiceContent }) {
  const localize = useLocalizedPath();
  const { t, i18n } = useTranslation(SERVICES_NS);
  const openBooking = useOpenBooking();
  usePageMeta('serviceDetail', {
    values: { service: service.title, subtitle: service.heroSubtitle },
    structuredData: ({ origin, url, urlOf }) => [
      serviceData(service, origin, url),
      breadcrumbData([
        { name: t('breadcrumb.home', { ns: NS }), url: urlOf('/') },
        { name: t('breadcrumb.services', { ns: NS }), url: urlOf('/services') },
        { name: service.title },
      ]),
      ...(service.faqs?.length ? [faqData(service.faqs)] : []),
    ],
  });
  // Maintenance names the issues its plans prevent; indoor air quality the problems it addresses.
  const problems = service.problemsItPrevents ?? service.problems ?? service.problemsAddressed;
  const problemsHeading = service.problemsItPrevents
    ? t('serviceDetail.sections.problemsItPrevents')
    : service.problems
      ? t('serviceDetail.sections.problems')
      : t('serviceDetail.sections.problemsAddressed');

  return (
    <article className="pub-page pub-service" data-service={service.slug}>
      <ServicesBreadcrumb title={service.title} />

      <header className="pub-service-hero">
        <HeroImage slug={service.slug} />
        <div className="pub-service-hero__inner">
          <h1>{service.title}</h1>
          <p className="pub-service-hero__subtitle">{service.heroSubtitle}</p>
          <BookingButton className="btn btn-primary btn-lg" onOpen={() => openBooking(quoteServiceOf(service.primaryCtaLink))}>
            {service.primaryCtaText}
          </BookingButton>
        </div>
      </header>

      {service.description.length > 0 && (
        <Section id="about" heading={t('serviceDetail.sections.about')}>
          <div className="pub-prose">
            {service.description.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        </Section>
      )}

      {problems && problems.length > 0 && (
        <Section id="problems" heading={problemsHeading} tinted>
          <ProblemList items={problems} />
        </Section>
      )}

      {service.process && service.process.length > 0 && (
        <Section id="process" heading={t('serviceDetail.sections.process')}>
          <ol className="pub-steps">
            {service.process.map((step, i) => (
              <li key={step.id}>
                <span className="pub-steps__number" aria-hidden="true">
                  {(i + 1).toLocaleString(i18n.resolvedLanguage)}
                </span>
                <h3>{step.title}</h3>
                <p>{step.description}</p>
              </li>
            ))}
          </ol>
        </Section>
      )}

      {service.planTiers && service.planTiers.length > 0 && (
        <Section id="plans" heading={t('serviceDetail.sections.planTiers')} tinted>
          <ul className="pub-grid pub-grid--2">
            {service.planTiers.map((tier) => (
              <li key={tier.id} className="pub-card pub-plan" data-plan={tier.id}>
                <h3>{tier.name}</h3>
                <ul className="pub-checklist">
                  {tier.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {service.solutionsOffered && service.solutionsOffered.length > 0 && (
        <Section id="solutions" heading={t('serviceDetail.sections.solutionsOffered')} tinted>
          <CardGrid items={service.solutionsOffered} columns={3} />
        </Section>
      )}

      {service.benefits && service.benefits.length > 0 && (
        <Section id="benefits" heading={t('serviceDetail.sections.benefits')}>
          <ul className="pub-checklist pub-checklist--columns">
            {service.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </Section>
      )}

      {service.subServices && service.subServices.length > 0 && (
        <Section id="sub-services" heading={t('serviceDetail.sections.subServices')} tinted>
          <CardGrid items={service.subServices} columns={4} />
        </Section>
      )}

      {service.faqs && service.faqs.length > 0 && (
        <Section id="faqs" heading={t('serviceDetail.sections.faqs')}>
          <ul className="pub-faqs">
            {service.faqs.map((faq) => (
              <FaqItem key={faq.id} faq={faq} />
            ))}
          </ul>
        </Section>
      )}

      <CtaBand id="svc-cta-heading" heading={service.ctaHeadline}>
        <Link className="btn btn-primary btn-lg" to={localize(service.primaryCtaLink)}>
          {service.primaryCtaText}
        </Link>
        <Link className="btn btn-secondary btn-lg" to={localize(service.secondaryCtaLink)}>
          {service.secondaryCtaText}
        </Link>
      </CtaBand>

      {service.relatedTestimonials && service.relatedTestimonials.length > 0 && (
        <Section id="testimonials" heading={t('serviceDetail.sections.testimonials')}>
          <ul className="pub-grid pub-grid--2">
            {service.relatedTestimonials.map((item) => (
              <li key={item.id} className="pub-testimonial">
                <figure>
                  <blockquote>
                    <p>{item.quote}</p>
                  </blockquote>
                  <figcaption>{item.author}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <p className="pub-section__more">
            <Link className="pub-more-link" to={localize('/testimonials')}>
              {t('serviceDetail.readMoreTestimonials')}
            </Link>
          </p>
        </Section>
      )}

      {service.relatedBlogPosts && service.relatedBlogPosts.length > 0 && (
        <Section id="reading" heading={t('serviceDetail.sections.furtherReading')} tinted>
          <ul className="pub-reading">
            {service.relatedBlogPosts.map((post) => (
              <li key={post.id}>
                <Link to={localize(post.link)}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </article>
  );
}
