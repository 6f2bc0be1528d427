import { App, Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { ReasonDialog } from './reason-dialog';

/** One side of a decision: its button, the dialog asking its reason, and what it sends. */
type Decision = {
  button: string;
  title: string;
  description: ReactNode;
  placeholder?: string;
  okText: string;
  done: string;
  send: (reason: string) => Promise<unknown>;
};

/**
 * 同意 (a refund: red) and 拒绝 on a request card, each asking for its reason before it is sent; a
 * side the request does not allow is not offered, and nothing shows once neither is.
 */
export function GrantRefuseActions({
  abilities,
  grant,
  refuse,
}: {
  abilities: { grant: boolean; refuse: boolean };
  grant: Decision;
  refuse: Decision;
}) {
  const { message } = App.useApp();
  const [open, setOpen] = useState<'grant' | 'refuse' | null>(null);
  if (!abilities.grant && !abilities.refuse) return null;

  return (
    <>
      <div className="admin-card__actions">
        {abilities.grant && (
          <Button danger onClick={() => setOpen('grant')}>
            {grant.button}
          </Button>
        )}
        {abilities.refuse && <Button onClick={() => setOpen('refuse')}>{refuse.button}</Button>}
      </div>
      {(['grant', 'refuse'] as const).map((side) => {
        const d = side === 'grant' ? grant : refuse;
        return (
          <ReasonDialog
            key={side}
            open={open === side}
            title={d.title}
            description={d.description}
            label={side === 'grant' ? '退款原因' : '拒绝原因'}
            placeholder={d.placeholder}
            okText={d.okText}
            danger={side === 'grant'}
            onSubmit={(reason) => d.send(reason).then(() => message.success(d.done))}
            onClose={() => setOpen(null)}
          />
        );
      })}
    </>
  );
}
