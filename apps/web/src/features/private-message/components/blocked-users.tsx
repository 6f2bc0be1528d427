import { App, Button, Drawer, Empty, List } from 'antd';
import { useState } from 'react';
import { UserAvatar } from '@/components/user-avatar';
import { errorMessage } from '@/lib/api-client';
import { useBlockList, useSetBlocked } from '../api/block-user';

/** 屏蔽列表: a button opening the users the viewer blocked, each with 解除屏蔽. */
export function BlockedUsersButton() {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const list = useBlockList(open);
  const setBlocked = useSetBlocked();
  const users = list.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        屏蔽列表
      </Button>
      <Drawer title="屏蔽列表" open={open} onClose={() => setOpen(false)} width={360}>
        <List
          loading={list.isPending}
          dataSource={users}
          locale={{ emptyText: <Empty description="没有屏蔽任何人" /> }}
          renderItem={(user) => (
            <List.Item
              actions={[
                <Button
                  key="unblock"
                  size="small"
                  onClick={() =>
                    setBlocked.mutate(
                      { userId: user.id, blocked: false },
                      {
                        onSuccess: () => message.success(`已解除对${user.nickname}的屏蔽`),
                        onError: (error) => message.error(errorMessage(error)),
                      },
                    )
                  }
                >
                  解除屏蔽
                </Button>,
              ]}
            >
              <List.Item.Meta
                avatar={<UserAvatar nickname={user.nickname} avatarUrl={user.avatarUrl} size={32} />}
                title={user.nickname}
              />
            </List.Item>
          )}
        />
        {list.hasNextPage && (
          <Button block onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
            加载更多
          </Button>
        )}
      </Drawer>
    </>
  );
}
