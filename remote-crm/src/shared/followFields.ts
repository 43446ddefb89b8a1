import { formField, type FormField } from '@console/sdk/kit';
import { followUp } from '../contract';
import { PROGRESS_OPTIONS } from './formOptions';

/** The follow-up stage chosen of the company's stages (a loaded select, checked by the backend on save). */
export const STAGE_SELECT: FormField = { ...formField('stage', followUp.fields.stage), kind: 'select', options: PROGRESS_OPTIONS };

/** The follow-up form (write one on /customer, edit one on /followProgress): the resource's form, the stage a select. */
export const FOLLOW_FIELDS: FormField[] = [STAGE_SELECT, ...(['way', 'content', 'nextFollowAt'] as const).map((key) => formField(key, followUp.fields[key]))];
