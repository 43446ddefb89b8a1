import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { brandAtom, signIn } from '@console/sdk';
import { sessionApi } from '../contract';

interface Credentials {
  username: string;
  password: string;
}

/** Login (POST /api/login/login, then POST /api/login/loginRecord: the contract local-backend/CONTRACT.md decides). */
export function LoginPage() {
  const brand = useAtomValue(brandAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Credentials) => {
    setSubmitting(true);
    try {
      const { data } = await sessionApi.login(values);
      signIn(data);
      void sessionApi.loginRecord().catch(() => undefined);
      const from = (location.state as { from?: string } | null)?.from;
      // No page asked for: the root, which lands on the user's home (HomeRedirect).
      navigate(from && from !== '/login' ? from : '/', { replace: true });
    } catch {
      // The client showed the server's reason; the form keeps what was typed.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="login-page">
      <Card className="login-card" variant="borderless">
        {brand?.topBigPicture && <img className="login-logo" src={brand.topBigPicture} alt="" />}
        <Typography.Title level={3} style={{ textAlign: 'center' }}>
          {brand?.webName ?? '管理后台'}
        </Typography.Title>
        <Form<Credentials> name="login" size="large" onFinish={submit} autoComplete="on">
          <Form.Item name="username" rules={[{ required: true, message: '请输入用户名' }]}>
            <Input prefix={<UserOutlined />} placeholder="用户名" autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            登录
          </Button>
        </Form>
      </Card>
    </div>
  );
}
