import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { SHELL_TEXTS } from '@console/sdk';

export function StatusPage({ code }: { code: 403 | 404 }) {
  const navigate = useNavigate();
  return (
    <Result
      status={code === 403 ? '403' : '404'}
      title={String(code)}
      subTitle={code === 403 ? SHELL_TEXTS.forbidden : SHELL_TEXTS.notFound}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {SHELL_TEXTS.backHome}
        </Button>
      }
    />
  );
}
