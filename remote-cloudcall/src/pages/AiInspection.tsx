import { createResourcePage } from '@console/sdk/kit';
import { aiResults, inspectionApi } from '../contract';

/** The AI inspection of each inspected call, with its risk level (/AIinspection, `POST /api/record/AIInspectionList`). */
export default createResourcePage({
  resource: aiResults,
  noun: 'AI质检结果',
  list: inspectionApi.AIInspectionList,
  exporter: inspectionApi.exportAiInspections,
});
