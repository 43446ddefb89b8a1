import { describe, expect, it } from 'vitest';
import { BRANDS } from '@console/sdk/manifest';
import { manifest } from '../manifest';
import { manualBrandName, manualPages, manualSections, manualSegments, MANUAL_ROUTES, MANUALS } from './manuals';

describe('the manual definitions', () => {
  it('split a text into words and the pages it names, the brand filled in', () => {
    expect(manualSegments('欢迎使用{brand}，打开{/user}后点击{/department}。', '云企业')).toEqual([
      { text: '欢迎使用云企业，打开' },
      { page: '/user' },
      { text: '后点击' },
      { page: '/department' },
      { text: '。' },
    ]);
    expect(manualSegments('{/aa}', 'x')).toEqual([{ page: '/aa' }]);
  });

  it('give each brand its own sections: recharge for the cloud-enterprise brand, the CJ abnormal calls for the other (spec sections 2, 9)', () => {
    const ids = (brand?: keyof typeof BRANDS) => manualSections(MANUALS.operation, brand).map((section) => section.id);
    expect(ids('cloudEnterprise')).toEqual(['login', 'staff', 'import', 'phone', 'bill', 'recharge', 'help']);
    expect(ids('second')).toEqual(['login', 'staff', 'import', 'phone', 'bill', 'abnormal', 'help']);
    expect(ids()).toEqual(['login', 'staff', 'import', 'phone', 'bill', 'help']);
  });

  it('make the two brands’ manuals differ in brand words only where they share a section', () => {
    const shared = manualSections(MANUALS.operation);
    const rendered = (name: string) => shared.map((section) => [section.intro, ...(section.steps ?? [])].map((text) => manualSegments(text, name)));
    const cloud = JSON.stringify(rendered(BRANDS.cloudEnterprise));
    expect(cloud).toContain(BRANDS.cloudEnterprise);
    expect(cloud).not.toContain(BRANDS.second);
    expect(cloud.replaceAll(BRANDS.cloudEnterprise, '品牌')).toBe(JSON.stringify(rendered(BRANDS.second)).replaceAll(BRANDS.second, '品牌'));
  });

  it('speak of the manual’s brand, else of the host’s', () => {
    expect(manualBrandName('second', '云呼管理平台')).toBe(BRANDS.second);
    expect(manualBrandName(undefined, '云呼管理平台')).toBe('云呼管理平台');
    expect(manualBrandName(undefined, '')).toBe('本平台');
  });

  it('have unique anchors, and every route of the manifest that shows a manual names one', () => {
    for (const doc of Object.values(MANUALS)) {
      const ids = doc.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const byPath = new Map(manifest.routes.map((route) => [route.path, route]));
    for (const [brand, path] of Object.entries(MANUAL_ROUTES)) {
      expect(byPath.get(path)?.when?.brands).toEqual([brand]);
      expect(byPath.get(path)?.props).toEqual({ manual: 'operation', brand });
    }
    expect(byPath.get('/guide')?.props).toEqual({ manual: 'guide' });
    expect(byPath.get('/aa')?.props).toEqual({ manual: 'faq' });
  });

  it('cover what a new user reads: adding staff, importing customers, reading a bill, using the phone', () => {
    const titles = MANUALS.operation.sections.map((section) => section.title);
    expect(titles).toEqual(expect.arrayContaining(['添加员工', '导入客户', '查看账单', '拨打电话']));
    expect(manualPages(MANUALS.operation)).toEqual(expect.arrayContaining(['/user', '/department', '/customer', '/record', '/aa']));
  });
});
