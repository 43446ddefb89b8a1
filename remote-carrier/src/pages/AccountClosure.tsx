import { createResourcePage, declaredForm, type CsvTable, type ResourcePageConfig } from '@console/sdk/kit';
import { closureFields, numberApi, numberEvent, OPERATORS, type ClosureResult, type NumberEventRow } from '../contract';

/** What a batch closure says: how many were closed, and each number that was not, with why. */
export function closureMessage({ closed, refused }: ClosureResult): string {
  const named = refused.slice(0, 20).map((item) => `${item.phoneNumber}（${item.reason}）`);
  const more = refused.length > 20 ? ` 等 ${refused.length} 个` : '';
  return refused.length ? `已销户 ${closed} 个；未销户：${named.join('、')}${more}` : `已销户 ${closed} 个`;
}

/** The numbers of an uploaded file: its first column, the header too unless it is a title (号码). */
export function numbersOfFile({ header, rows }: CsvTable): string {
  const cells = [header[0] ?? '', ...rows.map((row) => row[0] ?? '')].map((cell) => cell.trim());
  return cells.filter((cell, index) => cell && !(index === 0 && /^[^\d]+$/.test(cell))).join('\n');
}

/**
 * 批量销户: one page for every brand with a closure page (OPERATORS, kind accountClosure): the
 * brand's closures, newest first; 批量销户 takes many pasted numbers (上传号码文件: a CSV of them), closes the
 * valid ones and names the others.
 */
export default createResourcePage((params): ResourcePageConfig<NumberEventRow, typeof numberEvent> => {
  const member = OPERATORS.of(params);
  return {
    resource: numberEvent,
    noun: '销户记录',
    params: { operator: member.key, toState: 'closed' },
    list: numberApi.events,
    filters: ['phoneNumber', 'companyName', 'at'],
    columns: ['phoneNumber', 'fromState', 'reason', 'companyName', 'userName', 'at'],
    exporter: numberApi.eventsExport,
    importer: {
      label: '上传号码文件',
      call: numberApi.batchClose,
      run: async (table) => closureMessage((await numberApi.batchClose({ operator: member.key, phoneNumbers: numbersOfFile(table) })).data),
    },
    form: {
      fields: declaredForm(closureFields),
      add: {
        call: numberApi.batchClose,
        label: '批量销户',
        successMessage: (result) => closureMessage((result as { data: ClosureResult }).data),
      },
    },
  };
});
