import en from '../src/i18n/en.json';

describe('public translations', () => {
  it("names the link to /testimonials as the spec does", () => {
    expect(en.home.testimonials.readMore).toBe('Read More Testimonials');
    expect(en.home.hero.schedule).toBe('Schedule Service');
  });
});
