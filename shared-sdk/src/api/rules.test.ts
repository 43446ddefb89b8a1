import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './envelope';
import { FAILURE_TEXTS, REQUEST_TEXTS, SHELL_TEXTS } from '../messages';
import {
  checkEnvelope,
  classifyHttpFailure,
  fileNameFromDisposition,
  httpFailureMessage,
  isFileResponse,
  platformHeaders,
  rejectsSuccessStatus,
  signalsSipAccount,
  tokenExpiringSoon,
} from './rules';

describe('platformHeaders (spec section 7)', () => {
  it('sends XSecurityVersion v2, the stored token and role, and type web', () => {
    expect(platformHeaders('Bearer abc', 'agent')).toEqual({
      XSecurityVersion: 'v2',
      Authorization: 'Bearer abc',
      UserRole: 'agent',
      type: 'web',
    });
  });
});

describe('rejectsSuccessStatus', () => {
  it('accepts only 200 among success statuses', () => {
    expect(rejectsSuccessStatus(200)).toBe(false);
    for (const status of [201, 202, 204, 206]) expect(rejectsSuccessStatus(status)).toBe(true);
  });
});

describe('file responses', () => {
  it('are recognised by an attachment Content-Disposition', () => {
    expect(isFileResponse({ 'content-disposition': 'attachment; filename="a.csv"' })).toBe(true);
    expect(isFileResponse({ 'content-type': 'application/json' })).toBe(false);
    expect(isFileResponse(undefined)).toBe(false);
  });

  it('take the name from filename*, then filename, decoding Chinese names', () => {
    expect(fileNameFromDisposition(`attachment; filename="x.csv"; filename*=UTF-8''%E9%BB%91%E5%90%8D%E5%8D%95.csv`)).toBe('黑名单.csv');
    expect(fileNameFromDisposition('attachment; filename="report 1.xlsx"')).toBe('report 1.xlsx');
    expect(fileNameFromDisposition('attachment; filename=%E5%AF%BC%E5%87%BA.csv')).toBe('导出.csv');
    expect(fileNameFromDisposition('attachment', 'fallback.bin')).toBe('fallback.bin');
  });
});

describe('checkEnvelope (spec section 8: code other than 200 shows the server message)', () => {
  it('passes code 200 untouched', () => {
    const show = vi.fn();
    const envelope = { code: 200, message: 'ok', data: [1] };
    expect(checkEnvelope(envelope, show)).toBe(envelope);
    expect(show).not.toHaveBeenCalled();
  });

  it('shows the server message and rejects for any other code', () => {
    const show = vi.fn();
    expect(() => checkEnvelope({ code: 403, message: '无权限访问该数据', data: null }, show)).toThrow(ApiError);
    expect(show).toHaveBeenCalledWith('无权限访问该数据');
    try {
      checkEnvelope({ code: 400, message: '号码格式不正确', data: null }, vi.fn());
    } catch (error) {
      expect(error).toMatchObject({ kind: 'business', code: 400, message: '号码格式不正确', shown: true });
    }
  });

  it('lets a silent call handle the message itself', () => {
    const show = vi.fn();
    expect(() => checkEnvelope({ code: 500, message: 'x', data: null }, show, true)).toThrow(expect.objectContaining({ shown: false }));
    expect(show).not.toHaveBeenCalled();
  });
});

describe('response signals (a contract decision: local-backend/CONTRACT.md)', () => {
  it('x-token-expiring says the token expires soon', () => {
    expect(tokenExpiringSoon({ 'x-token-expiring': '1' })).toBe(true);
    expect(tokenExpiringSoon({ 'x-token-expiring': 'true' })).toBe(true);
    expect(tokenExpiringSoon({ 'x-token-expiring': '0' })).toBe(false);
    expect(tokenExpiringSoon({})).toBe(false);
  });

  it('x-sip-account says the user has a SIP account', () => {
    expect(signalsSipAccount({ 'x-sip-account': '1' })).toBe(true);
    expect(signalsSipAccount({ get: (name: string) => (name === 'x-sip-account' ? 'true' : undefined) })).toBe(true);
    expect(signalsSipAccount({})).toBe(false);
  });
});

describe('classifyHttpFailure (spec section 8)', () => {
  it('401 unauthorised, 500 server, everything else other', () => {
    expect(classifyHttpFailure(401)).toBe('unauthorized');
    expect(classifyHttpFailure(500)).toBe('server');
    expect(classifyHttpFailure(502)).toBe('other');
    expect(classifyHttpFailure(404)).toBe('other');
    expect(classifyHttpFailure(undefined)).toBe('other');
  });
});

describe('httpFailureMessage (what a caller says about an "other" failure)', () => {
  it('names an unreachable backend behind the /api proxy, a network failure, and any other status in Chinese', () => {
    for (const status of [502, 503, 504]) expect(httpFailureMessage(status)).toBe(FAILURE_TEXTS.serviceUnavailable);
    expect(httpFailureMessage(undefined)).toBe(SHELL_TEXTS.networkError);
    expect(httpFailureMessage(404)).toBe('请求失败（HTTP 404）');
  });

  it('says a request was too large, whoever refused it (backend, Node origin, nginx)', () => {
    expect(httpFailureMessage(413)).toBe(REQUEST_TEXTS.tooLarge);
    expect(REQUEST_TEXTS.tooLarge).toBe('请求内容过大，不能超过 10 MB');
  });
});
