import type { DialogHost } from '../components/dialog-host';

/**
 * The purchase dialogs and themed message/modal, loaded with Ant Design on first use: pages that
 * render none of it (the post page) call this from a click instead of holding antd in their first
 * load.
 */
export function loadDialogs(): Promise<DialogHost> {
  return import('../components/dialog-host').then((module) => module.mountDialogHost());
}
