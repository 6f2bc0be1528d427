import { termDocument } from '@/features/legal/content/term';
import { LegalArticle } from '@/features/legal/components/legal-article';

export function Component() {
  return <LegalArticle document={termDocument} />;
}
