import { type AdminPost, wordCategoryText } from '@frog/contracts';
import { formatDateTime, formatRelativeTime } from '@/utils/format-time';

/**
 * Why and since when a post or comment waits: the word categories (never the words), or none when
 * its author's account credit holds everything they write (先审后发), and the time.
 */
export function HeldFor({ review }: { review: NonNullable<AdminPost['review']> }) {
  const why =
    review.for.length > 0
      ? `含${review.for.map((category) => wordCategoryText[category]).join('、')}类词语`
      : '作者账号信用较低，先审后发';

  return (
    <span>
      {why}，
      <time dateTime={review.at} title={formatDateTime(review.at)}>
        {formatRelativeTime(review.at)}
      </time>
      提交
    </span>
  );
}
