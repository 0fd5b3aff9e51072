import { Flex, Layout } from 'antd';
import { Outlet } from 'react-router';

/** No chrome at all: for full-page messages such as the error page. */
export function BlankLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="blank-layout">
      <Flex flex={1} align="center" justify="center" style={{ padding: 24 }}>
        <Outlet />
      </Flex>
    </Layout>
  );
}
