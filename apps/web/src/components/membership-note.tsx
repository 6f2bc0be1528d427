import { CrownFilled } from '@ant-design/icons';
import { isTrialOnly, type Membership } from '@frog/contracts';
import './membership-note.css';
import { formatDate } from '@/utils/format-time';

/**
 * `已支持至 2027-02-23`: the viewer's running membership of a plan, where a plain buy button would
 * be (plan page, a profile's plan cards, 我的支持). The date is the China date the membership ends.
 * A membership that is still only its free trial reads `免费试用至 …` (nothing renews it); one that
 * waits for a dearer plan to end, `将于 … 开始，至 …`.
 */
export function MembershipNote({
  membership,
  className,
}: {
  membership: Pick<Membership, 'endsAt'> & Partial<Pick<Membership, 'trialEndsAt' | 'startsAt'>>;
  className?: string;
}) {
  // Months bought to begin when a dearer plan ends: not running yet (ISO times compare as text).
  const waiting = membership.startsAt !== undefined && membership.startsAt > new Date().toISOString();

  return (
    <p className={['membership-note', className].filter(Boolean).join(' ')}>
      <CrownFilled aria-hidden="true" />{' '}
      {waiting
        ? `将于 ${formatDate(membership.startsAt!)} 开始，至 ${formatDate(membership.endsAt)}`
        : `${isTrialOnly(membership) ? '免费试用至' : '已支持至'} ${formatDate(membership.endsAt)}`}
    </p>
  );
}
