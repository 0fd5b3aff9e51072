import {
  AppstoreOutlined,
  BarChartOutlined,
  BookOutlined,
  CarOutlined,
  ContainerOutlined,
  DashboardOutlined,
  DeleteOutlined,
  FieldTimeOutlined,
  IdcardOutlined,
  InboxOutlined,
  NodeIndexOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { MenuIcon } from './menu-entries.ts';

export const MENU_ICONS: Record<MenuIcon, ReactNode> = {
  dashboard: <DashboardOutlined />,
  orders: <SolutionOutlined />,
  routes: <NodeIndexOutlined />,
  actives: <InboxOutlined />,
  clients: <TeamOutlined />,
  stores: <ShopOutlined />,
  reports: <BarChartOutlined />,
  jobs: <FieldTimeOutlined />,
  schools: <BookOutlined />,
  catalogs: <AppstoreOutlined />,
  drivers: <IdcardOutlined />,
  vehicles: <CarOutlined />,
  waste: <DeleteOutlined />,
  containers: <ContainerOutlined />,
  roles: <SafetyCertificateOutlined />,
  users: <UserOutlined />,
};
