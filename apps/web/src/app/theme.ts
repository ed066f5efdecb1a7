/** antd theme: a dark charcoal sidebar, a deep gold accent, compact and readable type for dense screens. */
import type { ThemeConfig } from 'antd';

// Dark enough for white button text at ≥ 4.5:1 contrast.
export const GOLD = '#966712';
export const INK = '#17181c';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: GOLD,
    colorInfo: '#2f6fb3',
    colorLink: '#8a5e10',
    borderRadius: 6,
    fontSize: 13,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Liberation Sans', Arial, sans-serif",
    colorBgLayout: '#f4f3f0',
  },
  components: {
    Layout: {
      siderBg: INK,
      headerBg: '#ffffff',
      headerHeight: 56,
      headerPadding: '0 16px',
      footerPadding: '10px 20px',
    },
    Menu: {
      darkItemBg: INK,
      darkSubMenuItemBg: '#111215',
      darkPopupBg: INK,
      darkItemSelectedBg: GOLD,
      darkItemColor: 'rgba(255,255,255,0.72)',
      itemHeight: 38,
    },
    Table: { headerBg: '#f7f5f0', cellPaddingBlockSM: 6 },
    Card: { headerFontSize: 14 },
  },
};
