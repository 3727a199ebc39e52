export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
}

export interface LegalContent {
  privacy: LegalDocument;
  terms: LegalDocument;
}

/** The day both documents last changed (ISO date, shown in the reader's format). */
export const LEGAL_UPDATED = '2026-01-15';
