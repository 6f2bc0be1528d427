import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';

export const theme = { token: { colorPrimary: '#00b96b', borderRadius: 2 } };

/** Around the whole router: data only, so the checkout routes carry no Ant Design. */
export function AppProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * Around the main site's routes: Ant Design theme, zh_CN locale and `<App>`, so `App.useApp()`
 * gives message/modal that follow the theme (STACK.md pitfall 8).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    // autoInsertSpace off: buttons read 登录, not 登 录, for people and for tests locating by text.
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
