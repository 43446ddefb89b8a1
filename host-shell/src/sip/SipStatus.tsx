import { PhoneOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { SIP_STATUS_TEXT, sipStatusAtom, stopSipPhone } from './sipPhone';

const COLOURS = { unregistered: 'default', registered: 'green', failed: 'red' } as const;

/** The browser SIP phone's registration state in the header; the phone stops with the layout (logout). */
export function SipStatus() {
  const status = useAtomValue(sipStatusAtom);
  useEffect(() => stopSipPhone, []);
  if (!status) return null;
  return (
    <Tag icon={<PhoneOutlined />} color={COLOURS[status]} data-testid="sip-status">
      {SIP_STATUS_TEXT[status]}
    </Tag>
  );
}
