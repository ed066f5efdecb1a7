/** Icons of the sidebar's top-level entries (the collapsed sidebar shows only these). */
import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  CheckSquareOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  FileSearchOutlined,
  FireOutlined,
  GiftOutlined,
  GoldOutlined,
  InboxOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

const BY_TITLE: Record<string, ReactNode> = {
  'Data Master': <DatabaseOutlined />,
  Sepuhan: <FireOutlined />,
  Barang: <GoldOutlined />,
  Penjualan: <ShoppingCartOutlined />,
  Pesanan: <SolutionOutlined />,
  Pembelian: <ShoppingOutlined />,
  Service: <ToolOutlined />,
  Hutang: <DollarOutlined />,
  'Kas & Bank': <BankOutlined />,
  Member: <GiftOutlined />,
  Validasi: <CheckSquareOutlined />,
  Laporan: <BarChartOutlined />,
  'Manage Users': <TeamOutlined />,
  Utility: <SettingOutlined />,
  'Stock Opname': <InboxOutlined />,
  Dashboard: <DashboardOutlined />,
  Audit: <AuditOutlined />,
  Report: <FileSearchOutlined />,
};

export const menuIcon = (title: string, icon?: string): ReactNode =>
  (icon === 'dashboard' ? BY_TITLE.Dashboard : undefined) ?? BY_TITLE[title] ?? <AppstoreOutlined />;
