import { CrownFilled } from '@ant-design/icons';
import './membership-note.css';
import { formatDate } from '@/utils/format-time';

/**
 * `已支持至 2027-02-23`: the viewer's running membership of a plan, where a plain buy button would
 * be (plan page, a profile's plan cards, 我的支持). The date is the China date the membership ends.
 */
export function MembershipNote({ endsAt, className }: { endsAt: string; className?: string }) {
  return (
    <p className={['membership-note', className].filter(Boolean).join(' ')}>
      <CrownFilled aria-hidden="true" /> 已支持至 {formatDate(endsAt)}
    </p>
  );
}
