import { SendOutlined, SettingOutlined } from '@ant-design/icons';
import { type ComponentType, createElement } from 'react';
import { PlainButton } from '@/components/plain-button';
import { loadDialogs } from '@/features/order/lib/deferred-dialogs';
import { ORDER_MODAL } from '@/features/order/lib/order-modal';
import '../gift-link.css';

/** Opens one of the gift dialogs in the dialog host: Ant Design and the dialog load on the click. */
async function openGiftDialog(
  title: string,
  load: () => Promise<ComponentType<{ postId: number }>>,
  postId: number,
) {
  const [{ modal }, Dialog] = await Promise.all([loadDialogs(), load()]);
  modal.info({ title, ...ORDER_MODAL, content: createElement(Dialog, { postId }) });
}

/** 赠阅: a member who paid shares the post with a friend (abilities.gift). Plain until clicked. */
export function GiftLinkButton({ postId }: { postId: number }) {
  return (
    <PlainButton
      icon={<SendOutlined />}
      onClick={() =>
        void openGiftDialog(
          '赠阅给朋友',
          () => import('./gift-link-dialog').then((module) => module.GiftLinkDialog),
          postId,
        )
      }
    >
      赠阅
    </PlainButton>
  );
}

/** 赠阅设置 on the author's own locked post. */
export function GiftSettingsButton({ postId }: { postId: number }) {
  return (
    <PlainButton
      icon={<SettingOutlined />}
      onClick={() =>
        void openGiftDialog(
          '赠阅设置',
          () => import('./gift-settings-dialog').then((module) => module.GiftSettingsDialog),
          postId,
        )
      }
    >
      赠阅设置
    </PlainButton>
  );
}
