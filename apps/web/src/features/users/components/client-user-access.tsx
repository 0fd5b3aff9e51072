import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import type { User } from '@recolecta/shared/users';
import { Button, ConfigProvider, Form, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http/http-error.ts';
import { notify } from '../../../lib/notifier.ts';
import { useClientUserAccess } from '../api/users-api.ts';

/**
 * Operator staff holding `users:disable` close a client company's user at once (a compromised
 * account), or open it again, after a confirmation; the server ends the user's sessions.
 */
export function ClientUserAccess({ user }: { user: User }) {
  const { t } = useTranslation();
  const change = useClientUserAccess();
  const action = user.status === 'disabled' ? 'enable' : 'disable';
  // The form around it is read-only to staff (not theirs to edit); this section stays usable.
  return (
    <ConfigProvider componentDisabled={false}>
      <Form.Item label={t('users:access.title')} extra={t('users:access.hint')}>
        <Popconfirm
          title={t(`users:access.${action}`)}
          description={
            <Typography.Text>{t(`users:access.${action}Confirm`, { name: user.name })}</Typography.Text>
          }
          okText={t(`users:access.${action}`)}
          okButtonProps={{ danger: action === 'disable' }}
          onConfirm={() =>
            change
              .mutateAsync({ user, action })
              .then(() => notify({ type: 'success', title: t(`users:access.${action}d`) }))
              // The failure was already reported by the API client (a notice, or the conflict dialog).
              .catch((error: unknown) => {
                if (!(error instanceof HttpError)) throw error;
              })
          }
        >
          <Button
            danger={action === 'disable'}
            icon={action === 'disable' ? <StopOutlined /> : <CheckCircleOutlined />}
            loading={change.isPending}
            data-testid="user-access"
          >
            {t(`users:access.${action}`)}
          </Button>
        </Popconfirm>
      </Form.Item>
    </ConfigProvider>
  );
}
