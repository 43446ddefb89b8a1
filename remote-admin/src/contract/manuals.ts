import { BRANDS, type BrandKey } from '@console/sdk/manifest';

/**
 * The console's manuals, declared once as data: the operation manual of both brands (/operationManual for
 * the cloud-enterprise brand, /operationManual2 for the other: spec sections 2 and 9), the admin's
 * onboarding guide (/guide) and the questions new users ask (/aa). A text names a console page as
 * `{/path}`: the page draws its title from the manifests the shell serves, so a renamed page never leaves
 * the manual stale; `{brand}` is the brand's name. The two brands' manuals are this one definition: they
 * differ in brand words and in the sections a brand shows (`brands`), never by a copy.
 */

/** A picture shipped with the remote (`pages/manual/figures.tsx`), drawn beside the section's steps. */
export type ManualFigure = 'staff' | 'import' | 'bill' | 'phone';

export interface ManualSection {
  /** Anchor: unique in its manual. */
  id: string;
  title: string;
  /** Shown only in these brands' manuals; absent: in every one. */
  brands?: BrandKey[];
  intro: string;
  /** Numbered steps. */
  steps?: string[];
  /** Tips after the steps. */
  tips?: string[];
  figure?: ManualFigure;
}

export interface ManualDoc {
  title: string;
  intro: string;
  sections: ManualSection[];
}

export type ManualKey = 'operation' | 'guide' | 'faq';

/** The brand whose manual each route is (the route's `brands` condition in the manifest says the same). */
export const MANUAL_ROUTES = { cloudEnterprise: '/operationManual', second: '/operationManual2' } as const satisfies Record<BrandKey, string>;

const OPERATION: ManualDoc = {
  title: '操作手册',
  intro:
    '欢迎使用{brand}。本手册按新用户上手的顺序介绍常用操作：登录与首页、添加员工、导入客户、拨打电话、查看账单。左侧菜单中的页面名称与手册中的名称一致，点击手册中的页面名称即可打开该页面。',
  sections: [
    {
      id: 'login',
      title: '登录与系统首页',
      intro: '在浏览器中打开{brand}的网址，输入管理员为您开通的用户名和密码登录。登录后进入{/dashboard}，这里汇总了今日呼叫量、接通量和近期趋势。',
      steps: [
        '输入用户名、密码，点击“登录”。',
        '登录后查看{/dashboard}的今日呼叫、接通数据和排行榜。',
        '点击右上角头像可修改密码或退出登录；点击主题按钮可切换浅色与深色主题。',
      ],
      tips: ['账号状态、有效期等可在{/validate}中自行核验。'],
    },
    {
      id: 'staff',
      title: '添加员工',
      intro: '企业管理员先建立部门，再为每位员工开通账号，员工即可用自己的账号登录{brand}。',
      steps: [
        '打开{/department}，点击“新增部门”，填写部门名称后保存。',
        '打开{/user}，点击“新增员工”，填写用户名、姓名、手机号、所属部门和初始密码。',
        '保存后把用户名和初始密码告知员工，员工首次登录后应立即修改密码。',
        '员工离职时在{/user}中停用或删除其账号，其客户可在公海中重新分配。',
      ],
      tips: ['用户名在平台内唯一，重复时保存会提示。'],
      figure: 'staff',
    },
    {
      id: 'import',
      title: '导入客户',
      intro: '把已有的客户资料批量导入{/customer}，之后即可跟进、拨打和分配。',
      steps: [
        '打开{/customer}，点击“导入”，先下载导入模板。',
        '按模板填写客户名称、联系电话等列，电话号码请保持为文本格式。',
        '上传填好的文件，系统逐行校验：合格的行导入，不合格的行会列出行号和原因。',
        '按提示修改不合格的行后，可再次导入这些行。',
      ],
      tips: ['长期未跟进的客户会进入{/CRMHigh}，可由同事领取。'],
      figure: 'import',
    },
    {
      id: 'phone',
      title: '拨打电话',
      intro: '开通了网络电话的坐席账号，登录后浏览器即成为一部电话，页面顶部显示电话的注册状态。',
      steps: [
        '登录后看页面顶部的电话状态：显示“注册成功”即可接打电话；显示“注册失败”请联系管理员核对坐席账号。',
        '在{/customer}中找到要联系的客户，按客户电话外呼，通话后点击“写跟进”记录沟通内容。',
        '在{/record}中按时间、号码查询每一通电话的通话时长和通话状态。',
      ],
      tips: ['号码因频次过高被限制时，可在{/frequencyLimiting}中查看限制规则。'],
      figure: 'phone',
    },
    {
      id: 'bill',
      title: '查看账单',
      intro: '每一通电话都按通话时长计费，费用从企业余额中扣除。',
      steps: [
        '在{/record}中查看每通电话的通话时长。',
        '在{/trumpetFTConsumptionDetails}中按月份查看消费明细：计费时长、单价和金额，金额保留两位小数。',
        '明细可导出为 Excel 文件，与财务对账。',
      ],
      tips: ['账单金额与通话记录一一对应：一条消费明细对应一通计费的电话。'],
      figure: 'bill',
    },
    {
      id: 'recharge',
      title: '充值',
      brands: ['cloudEnterprise'],
      intro: '{brand}的代理商可在线为账户充值，余额不足时请及时充值，以免影响外呼。',
      steps: ['打开{/addReturns}，填写充值金额并提交。', '充值到账后余额立即更新，充值记录可在同一页面查询。'],
    },
    {
      id: 'abnormal',
      title: '异常通话',
      brands: ['second'],
      intro: '{brand}会对异常通话进行检测，被标记的号码请及时核实。',
      steps: ['打开{/cjabnormalCall}，查看被标记的通话及原因。', '核实后按提示处理，必要时联系您的代理商。'],
    },
    {
      id: 'help',
      title: '遇到问题',
      intro: '常见问题的解答请见{/aa}；仍未解决时，请联系为您开通账号的代理商。',
    },
  ],
};

const GUIDE: ManualDoc = {
  title: '新手引导',
  intro: '平台管理员开通一个新的代理商和企业的顺序。每一步都在下方列出的页面中完成，完成后再进行下一步。',
  sections: [
    {
      id: 'agent',
      title: '开通代理商',
      intro: '代理商负责发展和服务企业客户。',
      steps: ['打开{/agent}，点击“新增代理商”，填写名称、联系人和登录账号。', '需要分级经营时，在{/subagent}中为代理商开通子代理。'],
    },
    {
      id: 'company',
      title: '开通企业',
      intro: '企业是使用外呼和客户管理的单位，归属于一个代理商。',
      steps: ['打开{/company}，点击“新增企业”，选择所属代理商并填写企业信息。', '在{/termOfValidity}中确认企业账号的有效期。'],
    },
    {
      id: 'numbers',
      title: '分配号码',
      intro: '企业外呼前需要外呼号码。',
      steps: ['打开{/callsNumber}，为企业分配外呼号码。', '在{/userPhone}中为员工登记工作手机。'],
    },
    {
      id: 'staff',
      title: '企业员工',
      intro: '企业管理员登录后自行建立部门和员工，详见操作手册的“添加员工”一节。',
      steps: ['企业管理员在{/department}中建立部门。', '在{/user}中为员工开通账号。'],
      figure: 'staff',
    },
    {
      id: 'check',
      title: '核对与审计',
      intro: '开通完成后核对权限与记录。',
      steps: ['在{/role}中核对各角色可打开的页面。', '在{/operationLog}中查看每一次修改由谁在何时完成。'],
    },
  ],
};

const FAQ: ManualDoc = {
  title: '常见问题',
  intro: '新用户使用{brand}时最常遇到的问题。每个回答都指向可以解决问题的页面。',
  sections: [
    {
      id: 'password',
      title: '忘记密码怎么办？',
      intro: '请联系本企业管理员，在{/user}中为您重置密码；登录后请立即修改。',
    },
    {
      id: 'expired',
      title: '提示账号已过期或被停用？',
      intro: '账号有效期由上级设置。登录后可在{/validate}中查看账号状态和有效期，到期前请联系上级延期。',
    },
    {
      id: 'no-menu',
      title: '为什么看不到某个菜单？',
      intro: '菜单按角色显示：员工只看到与自己工作相关的页面，企业、代理商和平台管理员看到的更多。需要更多权限时请联系上级。',
    },
    {
      id: 'import-failed',
      title: '导入客户时部分行失败？',
      intro: '导入结果会列出失败的行号和原因（如电话格式不对、必填项为空）。按原因修改后，在{/customer}中再次导入这些行即可，已成功的行不会重复导入。',
      figure: 'import',
    },
    {
      id: 'call-failed',
      title: '电话打不出去？',
      intro: '先在{/record}中查看该通电话的状态；号码被限制时，{/frequencyLimiting}中可以看到限制规则和解除时间。',
      figure: 'phone',
    },
    {
      id: 'bill',
      title: '账单金额怎么核对？',
      intro: '消费明细中的每一条都对应{/record}中的一通计费电话，按时长和单价计算，可导出后逐条核对。',
      figure: 'bill',
    },
  ],
};

export const MANUALS: Record<ManualKey, ManualDoc> = { operation: OPERATION, guide: GUIDE, faq: FAQ };

/** A piece of a manual text: plain text, or a console page named by its path. */
export type ManualSegment = { text: string } | { page: string };

const TOKEN = /\{(\/[A-Za-z][A-Za-z0-9]*)\}/g;

/** A text with `{brand}` replaced, split into text and page references. */
export function manualSegments(text: string, brandName: string): ManualSegment[] {
  const segments: ManualSegment[] = [];
  let last = 0;
  const filled = text.replaceAll('{brand}', brandName);
  for (const match of filled.matchAll(TOKEN)) {
    if (match.index > last) segments.push({ text: filled.slice(last, match.index) });
    segments.push({ page: match[1]! });
    last = match.index + match[0].length;
  }
  if (last < filled.length) segments.push({ text: filled.slice(last) });
  return segments;
}

/** The sections of a manual as a brand shows them (no brand: the sections every brand shows). */
export function manualSections(doc: ManualDoc, brand?: BrandKey): ManualSection[] {
  return doc.sections.filter((section) => !section.brands || (brand !== undefined && section.brands.includes(brand)));
}

/** The brand name a manual speaks of: the brand's own for a brand's manual, else the host's. */
export function manualBrandName(brand: BrandKey | undefined, hostBrandName: string): string {
  return brand ? BRANDS[brand] : hostBrandName || '本平台';
}

/** Every page a manual names, in order of first mention. */
export function manualPages(doc: ManualDoc): string[] {
  const texts = doc.sections.flatMap((section) => [section.intro, ...(section.steps ?? []), ...(section.tips ?? [])]);
  return [...new Set([doc.intro, ...texts].flatMap((text) => [...text.matchAll(TOKEN)].map((match) => match[1]!)))];
}
