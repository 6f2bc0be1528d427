/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { list: string[] };

export type LegalSection = { id: string; heading: string; blocks: LegalBlock[] };

export type LegalDocument = { title: string; intro: LegalBlock[]; sections: LegalSection[] };
