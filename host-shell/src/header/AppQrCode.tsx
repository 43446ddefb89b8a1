import { QrcodeOutlined } from '@ant-design/icons';
import { Button, Popover, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { QRCodeSVG } from 'qrcode.react';
import { brandAtom } from '@console/sdk';

/** The app download QR of this host's brand (spec section 1: from brand info's downUrl). */
export function AppQrCode() {
  const brand = useAtomValue(brandAtom);
  if (!brand?.downUrl) return null;
  return (
    <Popover
      content={
        <div style={{ textAlign: 'center' }} data-testid="app-qr">
          <QRCodeSVG value={brand.downUrl} size={140} />
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            扫码下载 APP
          </Typography.Paragraph>
        </div>
      }
    >
      <Button type="text" icon={<QrcodeOutlined />} aria-label="下载APP" />
    </Popover>
  );
}
