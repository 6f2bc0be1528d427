import { Anchor, Card } from 'antd';
import { site } from '@/config/site';
import type { LegalBlock, LegalDocument } from '../content/types';
import './legal-article.css';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;

  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

type LegalArticleProps = { document: LegalDocument; showDate?: boolean };

/** A static information page: title, table of contents and numbered sections. */
export function LegalArticle({ document, showDate = true }: LegalArticleProps) {
  return (
    <div className="page legal">
      <aside className="legal__toc">
        <Anchor
          offsetTop={80}
          items={document.sections.map((section) => ({
            key: section.id,
            href: `#${section.id}`,
            title: section.heading,
          }))}
        />
      </aside>
      <Card className="legal__card">
        <article className="legal__article">
          <h1>{document.title}</h1>
          {showDate && <p className="legal__meta">生效日期：{site.effectiveDate}</p>}
          {document.intro.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text that never reorders
            <Block key={index} block={block} />
          ))}
          {document.sections.map((section) => (
            <section key={section.id} id={section.id}>
              <h2>{section.heading}</h2>
              {section.blocks.map((block, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static text that never reorders
                <Block key={index} block={block} />
              ))}
            </section>
          ))}
        </article>
      </Card>
    </div>
  );
}
