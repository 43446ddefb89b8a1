import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';

/**
 * The text of an uploaded file: UTF-8 (with or without BOM), or GB18030 when it is not valid UTF-8
 * (what spreadsheet programs in a Chinese locale save CSV as).
 */
export function decodeText(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

async function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Response(file).arrayBuffer();
}

export interface ImportButtonProps {
  label?: string;
  /** File types offered by the picker, e.g. `.csv`. */
  accept?: string;
  /** Largest file accepted, in bytes (default 5 MB). */
  maxBytes?: number;
  /** Sends the file's text; answers the success message. A rejection was already explained. */
  onImport: (text: string, file: File) => Promise<string>;
  onDone?: () => void;
}

/** An import button of the page kit: pick a file, read it in the browser, hand its text over. */
export function ImportButton({ label = '导入', accept = '.csv', maxBytes = 5 * 1024 * 1024, onImport, onDone }: ImportButtonProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    if (file.size > maxBytes) {
      message.error(`文件不能超过 ${Math.round(maxBytes / 1024 / 1024)} MB`);
      return;
    }
    setBusy(true);
    try {
      const text = decodeText(await readBytes(file));
      message.success(await onImport(text, file));
      onDone?.();
    } catch {
      /* the client (or onImport) said why */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Upload
      accept={accept}
      showUploadList={false}
      beforeUpload={(file) => {
        void upload(file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={busy}>
        {label}
      </Button>
    </Upload>
  );
}
