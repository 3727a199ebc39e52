import { contentDisposition } from '../src/net';

describe('contentDisposition (RFC 6266)', () => {
  it('gives an ASCII fallback and the exact name', () => {
    expect(contentDisposition('inline', 'Quittung März.pdf')).toBe("inline; filename=\"Quittung M_rz.pdf\"; filename*=UTF-8''Quittung%20M%C3%A4rz.pdf");
    expect(contentDisposition('attachment', 'Invoice-INV-12.pdf')).toBe("attachment; filename=\"Invoice-INV-12.pdf\"; filename*=UTF-8''Invoice-INV-12.pdf");
  });

  it('lets no name end the quoted string or add a parameter', () => {
    expect(contentDisposition('attachment', `Quote-QOT-"x";filename*=UTF-8''evil.html.pdf`)).toBe(
      `attachment; filename="Quote-QOT-_x_;filename*=UTF-8''evil.html.pdf"; filename*=UTF-8''Quote-QOT-%22x%22%3Bfilename%2A%3DUTF-8%27%27evil.html.pdf`,
    );
    expect(contentDisposition('inline', 'a\\b%41\r\n.pdf')).toBe("inline; filename=\"a_b_41__.pdf\"; filename*=UTF-8''a%5Cb%2541%0D%0A.pdf");
  });

  it('writes any character as bytes a header may carry', () => {
    expect(contentDisposition('inline', 'Invoice-€۱۲۳.pdf')).toBe("inline; filename=\"Invoice-____.pdf\"; filename*=UTF-8''Invoice-%E2%82%AC%DB%B1%DB%B2%DB%B3.pdf");
    expect(contentDisposition('inline', 'x\uD800.pdf')).toBe("inline; filename=\"x_.pdf\"; filename*=UTF-8''x%EF%BF%BD.pdf");
  });
});
