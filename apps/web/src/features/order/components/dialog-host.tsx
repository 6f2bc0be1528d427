import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from '@/components/theme-provider';
import { queryClient } from '@/lib/query-client';
import { usePurchaseDialogs } from '../hooks/use-purchase-dialogs';

type AppApi = ReturnType<typeof App.useApp>;

/** The purchase dialogs and the themed message/modal, for pages that render no Ant Design. */
export type DialogHost = ReturnType<typeof usePurchaseDialogs> & Pick<AppApi, 'message' | 'modal'>;

function Bridge({ onReady }: { onReady: (host: DialogHost) => void }) {
  const { message, modal } = App.useApp();
  const dialogs = usePurchaseDialogs();
  useEffect(() => onReady({ ...dialogs, message, modal }), [dialogs, message, modal, onReady]);

  return null;
}

let host: Promise<DialogHost> | null = null;
let mounted: { root: Root; container: HTMLElement } | null = null;

/**
 * Mounts, once, a small React root of its own with the theme, `<App>` and the query client, and
 * answers its dialog functions. Dialogs are portals over the page, so where their root lives does
 * not show; their content needs the query client, not the router.
 */
export function mountDialogHost(): Promise<DialogHost> {
  host ??= new Promise((resolve) => {
    const container = document.createElement('div');
    container.className = 'dialog-host';
    document.body.append(container);
    const root = createRoot(container);
    mounted = { root, container };
    root.render(
      <QueryClientProvider client={queryClient}>
        <ThemeProvider inline>
          <Bridge onReady={resolve} />
        </ThemeProvider>
      </QueryClientProvider>,
    );
  });

  return host;
}

/**
 * Unmounts the host, so the next use mounts a fresh one. Only tests need it: between tests, a
 * message still showing (it closes on a 3-second timer) would otherwise render after the test's DOM
 * is gone.
 */
export function unmountDialogHost(): void {
  mounted?.root.unmount();
  mounted?.container.remove();
  mounted = null;
  host = null;
}
