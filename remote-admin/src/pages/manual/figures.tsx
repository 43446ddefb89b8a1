import type { ReactNode } from 'react';
import type { ManualFigure } from '../../contract';

/**
 * The manuals' pictures: small line drawings shipped with the remote, drawn in the theme's own colours
 * (CSS variables), so they read in the light and the dark theme alike. Each is an image with its name.
 */
const FIGURES: Record<ManualFigure, { label: string; body: ReactNode }> = {
  staff: {
    label: '示意图：新增员工的表单',
    body: (
      <>
        <rect x="8" y="8" width="224" height="124" rx="6" className="manual-figure-frame" />
        <text x="20" y="30">
          新增员工
        </text>
        {['用户名', '姓名', '部门'].map((label, index) => (
          <g key={label}>
            <text x="20" y={56 + index * 24}>
              {label}
            </text>
            <rect x="72" y={44 + index * 24} width="144" height="16" rx="3" className="manual-figure-field" />
          </g>
        ))}
        <rect x="168" y="112" width="48" height="14" rx="3" className="manual-figure-accent" />
      </>
    ),
  },
  import: {
    label: '示意图：下载模板、填写、上传、逐行校验',
    body: (
      <>
        {['模板', '填写', '上传', '校验'].map((label, index) => (
          <g key={label}>
            <rect x={8 + index * 58} y="48" width="46" height="44" rx="6" className={index === 3 ? 'manual-figure-accent' : 'manual-figure-frame'} />
            <text x={16 + index * 58} y="75">
              {label}
            </text>
            {index < 3 && <path d={`M${56 + index * 58} 70 h8`} className="manual-figure-line" />}
          </g>
        ))}
      </>
    ),
  },
  phone: {
    label: '示意图：页面顶部的电话状态与通话记录',
    body: (
      <>
        <rect x="8" y="8" width="224" height="28" rx="4" className="manual-figure-frame" />
        <rect x="152" y="14" width="72" height="16" rx="8" className="manual-figure-accent" />
        <text x="160" y="26">
          注册成功
        </text>
        <rect x="8" y="48" width="224" height="84" rx="4" className="manual-figure-frame" />
        {['呼叫时间', '通话时长', '通话状态'].map((label, index) => (
          <text key={label} x={16 + index * 72} y="68">
            {label}
          </text>
        ))}
        {[0, 1, 2].map((row) => (
          <path key={row} d={`M16 ${86 + row * 16} h208`} className="manual-figure-line" />
        ))}
      </>
    ),
  },
  bill: {
    label: '示意图：通话时长乘以单价得到消费金额',
    body: (
      <>
        {['时长', '单价', '金额'].map((label, index) => (
          <g key={label}>
            <rect x={8 + index * 80} y="48" width="64" height="44" rx="6" className={index === 2 ? 'manual-figure-accent' : 'manual-figure-frame'} />
            <text x={24 + index * 80} y="75">
              {label}
            </text>
          </g>
        ))}
        <text x="76" y="75">
          ×
        </text>
        <text x="156" y="75">
          =
        </text>
      </>
    ),
  },
};

export function ManualPicture({ figure }: { figure: ManualFigure }) {
  const { label, body } = FIGURES[figure];
  return (
    <svg className="manual-figure" viewBox="0 0 240 140" width="240" height="140" role="img" aria-label={label}>
      {body}
    </svg>
  );
}
