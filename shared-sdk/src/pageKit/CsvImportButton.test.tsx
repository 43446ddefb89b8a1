import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { CsvImportButton } from './CsvImportButton';
import { IMPORT_ERRORS, parseCsv } from './csv';

/** Picks `file` in the import button's hidden file input. */
async function pick(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => fireEvent.change(input, { target: { files: [file] } }));
}

function renderButton() {
  const onImport = vi.fn(async () => '导入完成');
  render(
    <App>
      <CsvImportButton label="导入客户" onImport={onImport} />
    </App>,
  );
  return onImport;
}

describe('CsvImportButton', () => {
  it('hands a readable template over as header and rows', async () => {
    const onImport = renderButton();
    await pick(new File(['客户名称,手机号\r\n张三,13800000000\r\n'], '客户.csv', { type: 'text/csv' }));
    await waitFor(() => expect(onImport).toHaveBeenCalledWith({ header: ['客户名称', '手机号'], rows: [['张三', '13800000000']] }));
    expect(await screen.findByText('导入完成')).toBeTruthy();
  });

  it('says so when the file is empty, and sends nothing', async () => {
    const onImport = renderButton();
    await pick(new File(['\r\n  \r\n'], '空.csv', { type: 'text/csv' }));
    expect(await screen.findByText(IMPORT_ERRORS.empty)).toBeTruthy();
    expect(onImport).not.toHaveBeenCalled();
  });

  it('says so when the file is not text (a workbook renamed to .csv), and sends nothing', async () => {
    const onImport = renderButton();
    await pick(new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0xff, 0xfe, 0x81])], '客户.csv', { type: 'text/csv' }));
    expect(await screen.findByText(IMPORT_ERRORS.unreadable)).toBeTruthy();
    expect(onImport).not.toHaveBeenCalled();
  });
});

describe('parseCsv refusals', () => {
  it('refuses a file with only blank lines, broken quoting or binary content', async () => {
    await expect(parseCsv(' \r\n\r\n')).rejects.toThrow(IMPORT_ERRORS.empty);
    await expect(parseCsv('客户名称,手机号\r\n"张三,13800000000\r\n')).rejects.toThrow(IMPORT_ERRORS.unreadable);
    await expect(parseCsv('PK\u0003\u0004\u0000\u0000')).rejects.toThrow(IMPORT_ERRORS.unreadable);
    await expect(parseCsv(new TextDecoder().decode(new Uint8Array([0xbf, 0xcd, 0xbb, 0xa7, 0x2c, 0x31])))).rejects.toThrow(IMPORT_ERRORS.unreadable); // 客户,1 saved as GBK
  });

  it('says so in Chinese when the parser cannot be fetched (the origin went away after the list drew)', async () => {
    vi.resetModules();
    vi.doMock('papaparse', () => {
      throw new Error('Loading chunk 451 failed');
    });
    try {
      const csv = await import('./csv');
      await expect(csv.parseCsv('客户名称\r\n张三\r\n')).rejects.toThrow(IMPORT_ERRORS.parserMissing);
    } finally {
      vi.doUnmock('papaparse');
    }
  });
});
