import { type FormField } from '@console/sdk/kit';
import { FOLLOW_WAYS } from '../contract';
import { PROGRESS_OPTIONS } from './formOptions';
import { asOptions } from '@console/sdk/kit';

/** The follow-up ways as select options. */
export const FOLLOW_WAY_OPTIONS = asOptions(FOLLOW_WAYS);

/** The follow-up form (write one on /customer, edit one on /followProgress); the stages are the company's. */
export const FOLLOW_FIELDS: FormField[] = [
  { name: 'stage', label: '跟进进度', kind: 'select', required: true, options: PROGRESS_OPTIONS },
  { name: 'way', label: '跟进方式', kind: 'select', options: FOLLOW_WAY_OPTIONS },
  { name: 'content', label: '跟进内容', kind: 'textarea', required: true, maxLength: 500 },
  { name: 'nextFollowAt', label: '下次跟进时间', kind: 'dateTime' },
];
