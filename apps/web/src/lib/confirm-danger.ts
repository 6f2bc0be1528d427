import type { ModalFuncProps } from 'antd';

/** What `confirmDanger` needs of Ant Design's modal API (App.useApp's, or the lazily loaded one). */
type ModalApi = { confirm: (props: ModalFuncProps) => unknown };

/**
 * Asks before something that cannot be taken back (删除, 关闭, 清空): the OK button is red and the
 * other one says 取消.
 */
export function confirmDanger(
  modal: ModalApi,
  { title, content, okText, onOk }: Pick<ModalFuncProps, 'title' | 'content' | 'okText' | 'onOk'>,
) {
  modal.confirm({ title, content, okText, okButtonProps: { danger: true }, cancelText: '取消', onOk });
}
