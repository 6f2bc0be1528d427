import { CrownFilled } from '@ant-design/icons';
import { isTrialOnly, type Membership } from '@frog/contracts';
import './membership-note.css';
import { formatDate } from '@/utils/format-time';

/**
 * `已支持至 2027-02-23`: the viewer's running membership of a plan, where a plain buy button would
 * be (plan page, a profile's plan cards, 我的支持). The date is the China date the membership ends.
 * A membership that is still only its free trial reads `免费试用至 …` (nothing renews it).
 */
export function MembershipNote({
  membership,
  className,
}: {
  membership: Pick<Membership, 'endsAt'> & Partial<Pick<Membership, 'trialEndsAt'>>;
  className?: string;
}) {
  return (
    <p className={['membership-note', className].filter(Boolean).join(' ')}>
      <CrownFilled aria-hidden="true" /> {isTrialOnly(membership) ? '免费试用至' : '已支持至'}{' '}
      {formatDate(membership.endsAt)}
    </p>
  );
}
