import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import { CSS_CHUNK_LOAD_FAILED, MESSAGES } from './messages';

/** The numbers and texts of spec sections 4, 5, 8 and 9, written out so a change fails here. */
describe('spec constants', () => {
  it('section 9 numbers', () => {
    expect(constants.REQUEST_TIMEOUT_MS).toBe(500000);
    expect(constants.PAGE_CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
    expect(constants.TAB_LIMIT).toBe(88);
    expect(constants.TOP_UP_POLL_MS).toBe(8000);
    expect(constants.DEVICE_POLL_MS).toBe(5000);
    expect(constants.REMINDER_TICK_MS).toBe(1000);
    expect(constants.REMINDER_NOTICE_HIDE_MS).toBe(3000);
    expect(constants.ALARM_TONE).toEqual({ frequencyHz: 880, gain: 0.3, durationMs: 500 });
    expect(constants.SIDEBAR_COLLAPSE_BELOW_PX).toBe(1500);
    expect(constants.CHANGE_PASSWORD_DIALOG_WIDTH).toBe('30%');
    expect(constants.REMINDER_DEFAULT_TYPE).toBe('work');
    expect([...constants.SIP_AUDIO_CODECS]).toEqual(['PCMU', 'OPUS']);
    expect(constants.DATE_TIME_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
  });

  it('section 5 and 8 texts', () => {
    expect(MESSAGES).toMatchObject({
      brandQueryFailed: '查询失败，请稍后再试！',
      passwordChanged: '修改成功',
      deleteReminderConfirm: '确定要删除这个提醒吗?',
      deleteReminderTitle: '提示',
      oldPasswordRequired: '请输入原密码',
      newPasswordRequired: '请输入新密码',
      confirmPasswordRequired: '请再次输入密码',
      passwordsDiffer: '两次输入密码不一致!',
      reminderTitleRequired: '请填写提醒标题',
      reminderTimeRequired: '请选择有效的时间',
    });
    expect(CSS_CHUNK_LOAD_FAILED).toBe('CSS_CHUNK_LOAD_FAILED');
  });
});
