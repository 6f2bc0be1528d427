import { contactDocument } from '@/features/legal/content/contact';
import { LegalArticle } from '@/features/legal/components/legal-article';

export function Component() {
  return <LegalArticle document={contactDocument} showDate={false} />;
}
