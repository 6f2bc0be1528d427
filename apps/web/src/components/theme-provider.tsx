import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';

/**
 * SPEC 9's theme: primary #00b96b, radius 2. The brand green stays colorPrimary (focus rings,
 * checkboxes, switches, tab ink, borders), but white on it reads at only 2.6:1, so what carries text
 * gets the darker greens of global.css (WCAG AA, 4.5:1): primary buttons are filled with
 * --frog-green-solid, links and selected tabs written in --frog-green-text; grey captions are darker.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#00b96b',
    borderRadius: 2,
    colorLink: '#007a4d',
    colorLinkHover: '#00875a',
    colorLinkActive: '#006b44',
    // Descriptions, empty states, form hints, placeholders' neighbours: 5.7:1 instead of 3.4:1.
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    // Danger (退款, 注销账号, 拒绝 …) and error messages in a red that reads at 6:1 on white and under
    // white text; antd's default red reads at 3.3:1.
    colorError: '#c41d1d',
  },
  components: {
    // Filled: white text on #007f4f (5.1:1), hover #00875a (4.6:1); outlined and text buttons write in them.
    Button: { colorPrimary: '#007f4f', colorPrimaryHover: '#00875a', colorPrimaryActive: '#006b44' },
    // Green tags (创作者) write in green-7, 3.4:1 on their pale ground; green-8 reads at 5.4:1. Orange
    // ones (部分退款, a reward's target) in orange-7, 3.3:1; orange-8 (--frog-orange-text) 5.1:1.
    Tag: { green7: '#237804', orange7: '#ad4e00' },
    Tabs: {
      itemSelectedColor: '#007a4d',
      itemHoverColor: '#00875a',
      itemActiveColor: '#006b44',
      inkBarColor: '#00b96b',
    },
  },
};

/**
 * Around whatever renders Ant Design: theme, zh_CN locale and `<App>`, so `App.useApp()` gives
 * message/modal that follow the theme (STACK.md pitfall 8). Not around the whole site: each page
 * that uses Ant Design gets one from its route (app/route-helpers.ts), so the reader's pages and the
 * site's frame load none of it. `inline` renders no wrapper element (for pieces inside the frame).
 */
export function ThemeProvider({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  return (
    // autoInsertSpace off: buttons read 登录, not 登 录, for people and for tests locating by text.
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp component={inline ? false : 'div'}>{children}</AntApp>
    </ConfigProvider>
  );
}
