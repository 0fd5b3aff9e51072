import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Flex, type MenuProps, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Unseen } from '../../components/unseen.tsx';
import { useRoleLabel } from '../../components/use-role-label.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useCurrentUser } from '../../lib/access.ts';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

function RoleName({ role }: { role: { key: string | null; name: string } }) {
  return useRoleLabel()(role);
}

export function UserMenu({ compact, textColour }: { compact: boolean; textColour: string }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const logout = useLogout();

  const items: MenuProps['items'] = [
    { key: 'who', type: 'group', label: me.email },
    { key: 'profile', icon: <UserOutlined />, label: t('header.profile') },
    { key: 'settings', icon: <SettingOutlined />, label: t('nav.settings') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate('/app/profile');
    if (key === 'settings') void navigate('/app/settings');
    if (key === 'logout') logout.mutate();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      {/* Named by what it shows (the user's name and role) and then, unseen, what it opens: a name
          that leaves out the words on the button fails WCAG 2.5.3 (label in name). */}
      <Button type="text" data-testid="user-menu" style={{ height: 48, color: textColour }}>
        <Flex align="center" gap={8}>
          <Avatar style={{ backgroundColor: '#001AE2', flex: 'none' }} aria-hidden>
            {initials(me.name)}
          </Avatar>
          {compact ? null : (
            <Flex vertical align="start" style={{ lineHeight: 1.2, maxWidth: 200 }}>
              <Typography.Text strong ellipsis style={{ color: textColour, maxWidth: 200 }}>
                {me.name}
              </Typography.Text>
              <Typography.Text style={{ color: textColour, opacity: 0.7, fontSize: 13 }}>
                {/* The roles' words load apart; the name shows as soon as they are there. */}
                <Suspense fallback={null}>
                  <RoleName role={me.role} />
                </Suspense>
              </Typography.Text>
            </Flex>
          )}
          <Unseen>{t('header.account')}</Unseen>
        </Flex>
      </Button>
    </Dropdown>
  );
}
