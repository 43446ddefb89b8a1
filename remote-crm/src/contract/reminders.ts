import { defineResource, enumOf, REMARK_FIELD } from '@console/sdk/contract';

/** Whether a reminder is still to ring or its time has passed (worked out in the browser, not stored). */
export const REMINDER_STATE = enumOf([
  { value: 'pending', label: '待提醒', color: 'blue' },
  { value: 'past', label: '已过期' },
]);

/**
 * A return-visit reminder as /returnVisit lists and edits it. The reminders are the platform's (the
 * shell's header rings for them, the shared SDK loads and saves them, spec section 7 callbacks): this
 * declares only how the page draws them; the page filters and pages the user's list itself.
 */
export const reminder = defineResource({
  name: { label: '提醒标题', kind: 'text', filter: true, form: true, required: true, max: 50 },
  phone: { label: '电话', kind: 'code', filter: true, form: true, max: 20 },
  remark: { ...REMARK_FIELD, max: 500 },
  state: { label: '状态', kind: 'enum', values: REMINDER_STATE, row: false },
  // The list is in time order (the page's own): its times are not sorted by a click.
  date: { label: '提醒时间', kind: 'dateTime', form: true, required: true, sort: false },
  time: { label: '创建时间', kind: 'dateTime', filter: false, sort: false },
});
