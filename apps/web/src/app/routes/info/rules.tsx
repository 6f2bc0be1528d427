import { rulesDocument } from '@/features/legal/content/rules';
import { LegalArticle } from '@/features/legal/components/legal-article';

/** `/rules`: 平台公约, open to everyone (every refusal because of a rule points here). */
export function Component() {
  return <LegalArticle document={rulesDocument} showDate={false} />;
}
