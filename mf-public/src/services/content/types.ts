/**
 * Service page content (docs/domains/public-site.md#content): built-in data, one module per language,
 * loaded on demand so a visitor downloads only the language they read.
 */
export const SERVICE_SLUGS = ['air-conditioning', 'heating', 'maintenance', 'indoor-air-quality', 'commercial-hvac'] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export type ProblemIcon = 'thermometer' | 'droplet' | 'noise' | 'power' | 'bill' | 'air' | 'alert' | 'clock';

export interface ProblemItem {
  id: string;
  text: string;
  icon: ProblemIcon;
}

export interface ProcessStep {
  id: string;
  title: string;
  description: string;
}

export interface NamedItem {
  id: string;
  name: string;
  description: string;
}

export interface PlanTier {
  id: string;
  name: string;
  features: string[];
}

export interface Faq {
  id: string;
  question: string;
  answer: string;
}

export interface RelatedTestimonial {
  id: string;
  quote: string;
  author: string;
}

export interface RelatedBlogPost {
  id: string;
  title: string;
  link: string;
}

export interface ServiceContent {
  slug: ServiceSlug;
  title: string;
  heroSubtitle: string;
  description: string[];
  problems?: ProblemItem[];
  problemsItPrevents?: ProblemItem[];
  problemsAddressed?: ProblemItem[];
  process?: ProcessStep[];
  benefits?: string[];
  subServices?: NamedItem[];
  solutionsOffered?: NamedItem[];
  planTiers?: PlanTier[];
  faqs?: Faq[];
  ctaHeadline: string;
  primaryCtaText: string;
  primaryCtaLink: string;
  secondaryCtaText: string;
  secondaryCtaLink: string;
  relatedTestimonials?: RelatedTestimonial[];
  relatedBlogPosts?: RelatedBlogPost[];
}

export type ServiceCatalogue = Record<ServiceSlug, ServiceContent>;
