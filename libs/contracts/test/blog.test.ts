import { BLOG_MESSAGES, BLOG_SLUG_RE } from '@hvac/contracts/requests';

describe('blog texts (docs/domains/service-requests.md#blog, docs/domains/public-site.md#messages)', () => {
  it('holds every message letter by letter', () => {
    expect(BLOG_MESSAGES).toEqual({
      notFound: 'Blog post not found',
      titleRequired: 'Title is required.',
      slugRequired: 'Slug is required.',
      slugInvalid: 'Slug may contain only lowercase letters, digits and dashes.',
      contentRequired: 'Content is required.',
      slugTaken: 'A blog post with this slug already exists in this language.',
    });
  });
});

describe('slug', () => {
  it('is lowercase letters and digits, with single dashes between them', () => {
    for (const ok of ['spring-ac-tune-up-checklist', 'a', '7-ways', 'seer2']) expect(BLOG_SLUG_RE.test(ok)).toBe(true);
    for (const bad of ['', 'Spring', 'a--b', '-a', 'a-', 'a_b', 'a b', 'café']) expect(BLOG_SLUG_RE.test(bad)).toBe(false);
  });
});
