import { ImportButton } from './ImportButton';
import { App } from 'antd';
import { parseCsv, type CsvTable } from './csv';

/**
 * The page kit's import button for a CSV template. The kit stays silent when the import rejects
 * (it expects the client to have said why), so a file that cannot be read is explained here.
 */
export function CsvImportButton({ label, onImport, onDone }: { label: string; onImport: (table: CsvTable) => Promise<string>; onDone?: () => void }) {
  const { message } = App.useApp();
  return (
    <ImportButton
      label={label}
      onImport={async (text) => {
        let table: CsvTable;
        try {
          table = await parseCsv(text);
        } catch (error) {
          message.error((error as Error).message);
          throw error;
        }
        return onImport(table);
      }}
      onDone={onDone}
    />
  );
}
