import { createResourcePage, rowAction } from '@console/sdk/kit';
import { inspectionApi, QA_REVIEW_FORM, qaInspections, type QaInspectionRow } from '../contract';

/** What a batch review says: how many it reviewed, and how many were already reviewed. */
export const batchMessage = ({ reviewed, skipped }: { reviewed: number; skipped: number[] }) =>
  `已复核 ${reviewed} 条为合格${skipped.length ? `，${skipped.length} 条此前已复核，未改动` : ''}`;

/**
 * The rules' hits on calls and their verdicts (`POST /api/record/qualityRecord`): /qualityInspection lists
 * every hit, a reviewer gives the pending ones a verdict; /inspectionRecords (`reviewed`) lists the reviewed.
 */
export default createResourcePage((props: { reviewed?: boolean }) => ({
  resource: qaInspections,
  noun: props.reviewed ? '复核记录' : '质检记录',
  list: inspectionApi.qualityRecord,
  params: props.reviewed ? { reviewed: 1 } : undefined,
  filters: props.reviewed
    ? ['companyId', 'callee', 'caller', 'ruleName', 'ruleKind', 'level', 'verdict', 'reviewedAt']
    : ['companyId', 'callee', 'caller', 'ruleName', 'ruleKind', 'level', 'verdict', 'createdAt'],
  rowActions: props.reviewed
    ? []
    : [
        rowAction({
          label: '复核',
          call: inspectionApi.qualityReview,
          visible: (row: QaInspectionRow) => row.verdict === '待复核',
          form: { fields: QA_REVIEW_FORM, title: (row) => `复核：${row.ruleName}（${row.callee}）` },
          run: (row, _context, values) => inspectionApi.qualityReview({ id: row.id, verdict: values.verdict, comment: values.comment ?? undefined }),
          successMessage: '复核结果已保存',
        }),
      ],
  batch: props.reviewed
    ? []
    : [
        {
          label: '批量合格',
          call: inspectionApi.qualityReviewBatch,
          confirm: (count) => `确定将选中的 ${count} 条质检记录复核为合格吗？已复核的不会改动。`,
          run: async (rows) => batchMessage((await inspectionApi.qualityReviewBatch({ ids: rows.map((row) => row.id) })).data),
        },
      ],
  exporter: inspectionApi.exportQualityRecords,
}));
