import { privacyDocument } from '@/features/legal/content/privacy';
import { LegalArticle } from '@/features/legal/components/legal-article';

export function Component() {
  return <LegalArticle document={privacyDocument} />;
}
