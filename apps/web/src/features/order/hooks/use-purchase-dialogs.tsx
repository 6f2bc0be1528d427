import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import type { OrderAsk } from '../api/order-api';
import { CheckoutDialog } from '../components/checkout-dialog';
import { type TipTarget, TipDialog } from '../components/tip-dialog';
import { ORDER_MODAL } from '../lib/order-modal';
import '../order.css';

/** Opens the purchase dialogs (unlock / plan confirmation, tip) in the app's antd modal layer. */
export function usePurchaseDialogs() {
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();

  const openCheckout = useCallback(
    (ask: OrderAsk, title: string) => {
      const instance = modal.info({
        title,
        ...ORDER_MODAL,
        content: (
          <CheckoutDialog
            ask={ask}
            onClose={() => instance.destroy()}
            onAlreadyUnlocked={(text) => {
              instance.destroy();
              void message.info(text);
              void queryClient.invalidateQueries({ queryKey: ['post'] });
            }}
          />
        ),
      });
    },
    [modal, message, queryClient],
  );

  const openTip = useCallback(
    (target: TipTarget) => {
      modal.info({
        title: '打赏',
        ...ORDER_MODAL,
        content: <TipDialog target={target} />,
      });
    },
    [modal],
  );

  return { openCheckout, openTip };
}
