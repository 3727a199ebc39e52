import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FreeText } from '@hvac/ui';
import { COMPANY, localNumber, useTranslationsLoaded, useLocalizedPath, BookingButton } from '@hvac/web-kit';
import { BadgeIcon, ClockIcon, ThumbIcon } from '../home/icons';
import { PAGES_NS } from '../i18n/pages';
import { useOpenBooking } from '../request-quote/useOpenBooking';
import { usePageMeta } from '../shared/usePageMeta';
import { CtaBand } from '../shared/CtaBand';

export const CORE_VALUES = ['integrity', 'quality', 'customers', 'safety', 'community'] as const;
export const WHY_US = [
  { key: 'experience', Icon: BadgeIcon },
  { key: 'response', Icon: ClockIcon },
  { key: 'guarantee', Icon: ThumbIcon },
] as const;

/** The team shown on the page; names, roles and bios live in the translations under these keys. */
export const TEAM: readonly string[] = ['founder', 'lead'];
/** docs/domains/public-site.md#about: a placeholder card joins the team list while it has fewer members than this. */
export const FULL_TEAM_SIZE = 3;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);

export function TeamList({ members }: { members: readonly string[] }) {
  const { t } = useTranslation(PAGES_NS);
  return (
    <ul className="pub-grid pub-grid--3">
      {members.map((key) => {
        const name = t(`about.team.members.${key}.name`);
        return (
          <li key={key} className="pub-card pub-team">
            <span className="pub-avatar pub-avatar--lg" aria-hidden="true">
              {initials(name)}
            </span>
            <h3>{name}</h3>
            <p className="pub-team__role">{t(`about.team.members.${key}.role`)}</p>
            <p>{t(`about.team.members.${key}.bio`)}</p>
          </li>
        );
      })}
      {members.length < FULL_TEAM_SIZE && (
        <li className="pub-card pub-team pub-team--placeholder">
          <span className="pub-avatar pub-avatar--lg pub-avatar--muted" aria-hidden="true">
            +
          </span>
          <h3>{t('about.team.comingSoon')}</h3>
          <p>{t('about.team.comingSoonText')}</p>
        </li>
      )}
    </ul>
  );
}

/** The About page (docs/domains/public-site.md#about). */
export function AboutPage() {
  const localize = useLocalizedPath();
  // This page's strings arrive with its chunk; in Persian or Spanish wait for them rather than flash English.
  useTranslationsLoaded();
  const { t, i18n } = useTranslation(PAGES_NS);
  const openBooking = useOpenBooking();
  usePageMeta('about');
  const years = new Date().getFullYear() - COMPANY.founded;
  return (
    <div className="pub-page">
      <section className="pub-banner" aria-labelledby="about-heading">
        <div className="pub-banner__inner">
          <h1 id="about-heading">{t('about.hero.heading', { company: COMPANY.name })}</h1>
          <p>{t('about.hero.text', { year: COMPANY.founded, company: COMPANY.name })}</p>
        </div>
      </section>

      <section className="pub-section" aria-labelledby="about-founder-heading">
        <div className="pub-founder">
          <h2 id="about-founder-heading">{t('about.founder.heading')}</h2>
          <blockquote className="pub-prose">
            <p>{t('about.founder.p1', { year: COMPANY.founded })}</p>
            <p>{t('about.founder.p2')}</p>
          </blockquote>
          <p className="pub-founder__signature">
            <strong>{t('about.team.members.founder.name')}</strong>, {t('about.team.members.founder.role')}
          </p>
        </div>
      </section>

      <section className="pub-section pub-section--tinted" aria-labelledby="about-values-heading">
        <div>
          <h2 id="about-values-heading">{t('about.values.heading')}</h2>
          <ul className="pub-grid pub-grid--5">
            {CORE_VALUES.map((key) => (
              <li key={key} className="pub-card">
                <h3>{t(`about.values.${key}.title`)}</h3>
                <p>{t(`about.values.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="pub-section" aria-labelledby="about-team-heading">
        <h2 id="about-team-heading">{t('about.team.heading')}</h2>
        <p className="pub-section__intro">{t('about.team.intro')}</p>
        <TeamList members={TEAM} />
      </section>

      <section className="pub-section pub-section--tinted" aria-labelledby="about-licence-heading">
        <div className="pub-licence">
          <h2 id="about-licence-heading">{t('about.licence.heading')}</h2>
          <p>{t('about.licence.text')}</p>
          <dl className="pub-facts">
            <div>
              <dt>{t('about.licence.number')}</dt>
              <dd>
                <FreeText>{COMPANY.licence}</FreeText>
              </dd>
            </div>
            <div>
              <dt>{t('about.licence.founded')}</dt>
              <dd>{localNumber(COMPANY.founded, i18n.resolvedLanguage)}</dd>
            </div>
            <div>
              <dt>{t('about.licence.insurance')}</dt>
              <dd>{t('about.licence.insuranceValue')}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="pub-section" aria-labelledby="about-why-heading">
        <h2 id="about-why-heading">{t('about.why.heading')}</h2>
        <ul className="pub-grid pub-grid--3">
          {WHY_US.map(({ key, Icon }) => (
            <li key={key} className="pub-reason">
              <span className="pub-reason__icon">
                <Icon />
              </span>
              <h3>{t(`about.why.${key}.title`, { years })}</h3>
              <p>{t(`about.why.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="pub-section pub-section--tinted" aria-labelledby="about-community-heading">
        <div className="pub-prose pub-prose--center">
          <h2 id="about-community-heading">{t('about.community.heading')}</h2>
          <p>{t('about.community.p1')}</p>
          <p>{t('about.community.p2')}</p>
        </div>
      </section>

      <CtaBand id="about-cta-heading" heading={t('about.cta.heading')}>
        <BookingButton className="btn btn-primary btn-lg" onOpen={() => openBooking()}>
          {t('about.cta.schedule')}
        </BookingButton>
        <Link className="btn btn-secondary btn-lg" to={localize('/contact')}>
          {t('about.cta.ask')}
        </Link>
        <Link className="btn btn-secondary btn-lg" to={localize('/services')}>
          {t('about.cta.services')}
        </Link>
      </CtaBand>
    </div>
  );
}
