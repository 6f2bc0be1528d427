import { type AdminPost, wordCategoryText } from '@frog/contracts';
import { formatDateTime, formatRelativeTime } from '@/utils/format-time';

/** Why and since when a post or comment waits: the word categories (never the words) and the time. */
export function HeldFor({ review }: { review: NonNullable<AdminPost['review']> }) {
  return (
    <span>
      含{review.for.map((category) => wordCategoryText[category]).join('、')}类词语，
      <time dateTime={review.at} title={formatDateTime(review.at)}>
        {formatRelativeTime(review.at)}
      </time>
      提交
    </span>
  );
}
