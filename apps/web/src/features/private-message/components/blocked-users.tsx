import { Button, Drawer, List } from 'antd';
import { useState } from 'react';
import { UndoList } from '@/components/undo-list';
import { UserAvatar } from '@/components/user-avatar';
import { useBlockList, useSetBlocked } from '../api/block-user';

/** 屏蔽列表: a button opening the users the viewer blocked, each with 解除屏蔽. */
export function BlockedUsersButton() {
  const [open, setOpen] = useState(false);
  const list = useBlockList(open);
  const setBlocked = useSetBlocked();

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        屏蔽列表
      </Button>
      <Drawer title="屏蔽列表" open={open} onClose={() => setOpen(false)} width={360}>
        <UndoList
          query={list}
          empty="没有屏蔽任何人"
          undo={{
            mutation: setBlocked,
            label: '解除屏蔽',
            variablesOf: (user) => ({ userId: user.id, blocked: false }),
            done: (user) => `已解除对${user.nickname}的屏蔽`,
          }}
          renderMeta={(user) => (
            <List.Item.Meta
              avatar={<UserAvatar nickname={user.nickname} avatarUrl={user.avatarUrl} size={32} />}
              title={user.nickname}
            />
          )}
        />
      </Drawer>
    </>
  );
}
