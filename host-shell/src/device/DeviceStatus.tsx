import { Tag } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { DEVICE_POLL_MS, sessionAtom, STORAGE_KEYS } from '@console/sdk';
import { deviceApi } from '../contract';
import { deviceLabel } from '../header/headerRules';
import { usePolling } from '../session/usePolling';

/** Phone-device connection (spec sections 4 and 6), polled every 5 s. */
export function DeviceStatus() {
  const { username } = useAtomValue(sessionAtom);
  const [device, setDevice] = useState({ deviceName: localStorage.getItem(STORAGE_KEYS.deviceName) ?? '', ip: '' });

  usePolling(
    async () => {
      const { data } = await deviceApi.getConnection({ name: username }, { silent: true });
      setDevice(data);
      localStorage.setItem(STORAGE_KEYS.deviceName, data.deviceName);
      localStorage.setItem(STORAGE_KEYS.appInfoIp, data.ip);
    },
    DEVICE_POLL_MS,
    true,
  );

  return (
    <Tag color={device.deviceName ? 'green' : 'default'} data-testid="device-status" title={device.ip ? `IP：${device.ip}` : undefined}>
      {deviceLabel(device.deviceName)}
    </Tag>
  );
}
