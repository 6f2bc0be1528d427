import { GIFT_LINK_INVALID } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { buttonClass, PlainButton } from '@/components/plain-button';
import { paths } from '@/config/paths';
import { loadDialogs } from '@/features/order/lib/deferred-dialogs';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { giftPreviewQueryOptions, useRedeemGiftLink } from '../api/gift-links';
import '../gift-link.css';

/**
 * Over a post opened by a gift link (`?gift=…`): who gives it and how many places are left, then
 * 领取并阅读 (a visitor signs in first and comes back here). Plain markup: the post page loads no
 * Ant Design. Once redeemed, the post reads again, open, and the link leaves the address.
 */
export function GiftBanner({ postId }: { postId: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('gift');
  const { isSignedIn } = useCurrentUser();
  const preview = useQuery({ ...giftPreviewQueryOptions(token ?? ''), enabled: token !== null });
  const redeem = useRedeemGiftLink();
  if (token === null) return null;

  const here = `${paths.post.href(postId)}?gift=${encodeURIComponent(token)}`;
  const handleRedeem = async () => {
    try {
      await redeem.mutateAsync(token);
      setSearchParams({}, { replace: true });
      void loadDialogs().then(({ message }) => message.success('领取成功，请阅读全文'));
    } catch (error) {
      void loadDialogs().then(({ message }) => message.error(errorMessage(error, '领取失败，请稍后重试')));
    }
  };

  if (preview.isPending) return null;
  if (preview.error || preview.data.postId !== postId) {
    return (
      <p className="gift-banner gift-banner--off" role="status">
        {errorMessage(preview.error, GIFT_LINK_INVALID)}
      </p>
    );
  }
  const gift = preview.data;
  if (gift.canRead) return null;

  return (
    <section className="gift-banner" aria-label="赠阅">
      <p className="gift-banner__text">
        <strong>{gift.sharer.nickname}</strong> 送你免费阅读《{gift.title}》
        <span className="gift-banner__left">
          {gift.remaining > 0 ? `还剩 ${gift.remaining} 个名额` : '名额已被领完'}
        </span>
      </p>
      {gift.canRedeem &&
        (isSignedIn ? (
          <PlainButton variant="primary" loading={redeem.isPending} onClick={handleRedeem}>
            领取并阅读
          </PlainButton>
        ) : (
          <Link to={paths.login.href(here)} className={buttonClass({ variant: 'primary' })}>
            登录后领取
          </Link>
        ))}
    </section>
  );
}
