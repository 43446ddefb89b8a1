import { sampleValue, type FieldSpec } from '../fields';
import { derived, type PageRequest } from '../request';
import { inAdd, inEdit } from './backendTest';

const TYPED = ['text', 'code', 'longText', 'password', 'number', 'money', 'duration', 'enum'];

/** `e2e/tests/<area>/<name>.spec.ts`: a browser flow (list, add/edit/delete, export); labels and headers read from the contract. */
export function emitE2e(r: PageRequest): string {
  const { title, noun, name, remote, family, crud, exporting, rowCount } = r;
  const { api, paths, firstText, firstRole, formFields } = derived(r);
  const adminFirst = firstRole === 'admin';
  const firstPath = paths[0];
  const label = (field: FieldSpec) => `${name}.fields.${field.key}.label`;
  const addFields = formFields.filter(inAdd);
  const canAdd = crud && addFields.every((field) => TYPED.includes(field.kind) || !field.required) && firstText && inAdd(firstText) && inEdit(firstText);
  const contractImports = [...(exporting ? [api] : []), ...(canAdd ? [name] : [])];
  const flow: string[] = [
    ...(exporting ? ["import ExcelJS from 'exceljs';"] : []),
    ...(contractImports.length ? [`import { ${contractImports.join(', ')} } from '@console/${remote}/contract';`] : []),
    "import { expect, login, test } from '../../support/fixtures';",
    `import { ${['choose', 'confirmPopover', 'dialog', 'expectEmpty', 'rows', 'saveDialog', 'searchBy', 'total'].filter((helper) => canAdd || !['choose', 'confirmPopover', 'dialog', 'expectEmpty', 'saveDialog', 'searchBy'].includes(helper)).join(', ')} } from '../../support/listPage';`,
    '',
    `test('${firstPath}: ${title}', { tag: '@smoke' }, async ({ page }) => {`,
    `  await login(page, '${firstRole}', { to: '${firstPath}' });`,
    '  await expect(rows(page)).toHaveCount(10);',
    adminFirst && !family ? `  await expect(total(page)).toHaveText('共 ${rowCount} 条');` : '  await expect(total(page)).toHaveText(/^共 [1-9]\\d* 条$/);',
  ];
  if (canAdd && firstText) {
    const fill = (field: FieldSpec, value: string) =>
      field.kind === 'enum'
        ? `  await choose(page, dialog(page), ${label(field)}, '${field.values![0]}');`
        : `  await dialog(page).getByLabel(${label(field)}, { exact: true }).fill(${value});`;
    flow.push(
      '  // A value of its own per attempt.',
      `  const unique = \`\${Date.now().toString().slice(-8)}\`;`,
      `  await page.getByRole('button', { name: '新增${noun}' }).click();`,
      ...addFields
        .filter((field) => field.required || field === firstText)
        .map((field) => fill(field, field === firstText ? 'unique' : `'${sampleValue(field, '')}'`)),
      '  await saveDialog(page);',
      `  await searchBy(page, ${label(firstText)}, unique);`,
      '  await expect(rows(page)).toHaveCount(1);',
      "  await rows(page).first().getByRole('button', { name: '编辑' }).click();",
      `  await dialog(page).getByLabel(${label(firstText)}, { exact: true }).fill(\`\${unique}1\`);`,
      '  await saveDialog(page);',
      '  await expect(rows(page).first()).toContainText(`${unique}1`);',
      "  await rows(page).first().getByRole('button', { name: '删除' }).click();",
      '  await confirmPopover(page);',
      '  await expectEmpty(page);',
      `  await searchBy(page, ${label(firstText)}, '');`,
    );
  }
  if (exporting) {
    flow.push(
      "  const download = page.waitForEvent('download');",
      "  await page.getByRole('button', { name: /导\\s*出/ }).click();",
      '  const file = await download;',
      `  expect(file.suggestedFilename()).toBe('${title}.xlsx');`,
      '  const workbook = new ExcelJS.Workbook();',
      '  await workbook.xlsx.readFile(await file.path());',
      '  const sheet = workbook.getWorksheet(1)!;',
      `  expect(sheet.getRow(1).values).toEqual([undefined, ...${api}.export.columns.map((column) => column.title)]);`,
      adminFirst && !family ? `  expect(sheet.rowCount).toBe(${rowCount + 1});` : '  expect(sheet.rowCount).toBeGreaterThan(1);',
    );
  }
  flow.push('});', '');
  return flow.join('\n');
}
