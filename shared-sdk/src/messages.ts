import { API_BODY_LIMIT_BYTES } from './constants';

/** Every fixed Chinese text of the spec (sections 4, 5 and 8), declared once. */
export const MESSAGES = {
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
  deviceNotConnected: '未连接',
  deviceConnected: '已连接',
  sipNotRegistered: '未注册',
  sipRegistered: '注册成功',
  sipRegistrationFailed: '注册失败',
} as const;

/** Shell texts the spec does not fix (a project choice). */
export const SHELL_TEXTS = {
  remoteLoadFailed: (area: string) => `「${area}」模块加载失败`,
  remoteLoadFailedHint: '该区域暂时不可用，控制台的其他功能不受影响。',
  retry: '重试',
  pageLoadTimeout: '页面加载超时',
  styleLoadFailed: '页面样式加载失败',
  pageCrashed: '页面运行出错',
  forbidden: '抱歉，您无权访问此页面',
  notFound: '抱歉，您访问的页面不存在',
  backHome: '返回首页',
  networkError: '网络异常，请检查网络后重试',
  serverError: '服务器繁忙，请稍后再试',
} as const;

/** Texts of failures the spec leaves open, shared by the api client, the backend and the tests. */
export const FAILURE_TEXTS = {
  /** The /api proxy cannot reach the backend (HTTP 502, 503, 504): said by whoever made the call. */
  serviceUnavailable: '服务暂时无法访问，请稍后再试',
  /** An edit made from an old version of a record (the backend's 409 refusal). */
  recordChanged: '该记录已被他人修改，请刷新后再试',
  /** A URL field (brand icon, download URL...) given anything but an http(s) URL (or an inline image where one is allowed). */
  unsafeUrl: (label: string) => `${label}：链接须以 http:// 或 https:// 开头`,
} as const;

/**
 * Requests refused before any handler reads them (too large, malformed), said alike by the backend,
 * the Node origin servers and nginx: no framework's name or wording reaches a client.
 */
export const REQUEST_TEXTS = {
  /** HTTP 413 with the envelope `{code: 413, message, data: null}`, whoever refused it. */
  tooLarge: `请求内容过大，不能超过 ${API_BODY_LIMIT_BYTES / 1024 / 1024} MB`,
  badUrl: '请求地址格式有误',
  badJson: '请求格式有误：请求体不是有效的 JSON',
  emptyJson: '请求格式有误：JSON 请求体为空',
  unsupportedType: '请求格式有误：不支持的内容类型',
  /** Any other malformed request (a bad Content-Length, a header nginx refuses, …). */
  malformed: '请求格式有误',
} as const;

/** The text of a Fastify framework error by its code (`FST_…`); any other such error is `REQUEST_TEXTS.malformed`. */
const FRAMEWORK_ERROR_TEXTS: Record<string, string> = {
  FST_ERR_BAD_URL: REQUEST_TEXTS.badUrl,
  FST_ERR_CTP_BODY_TOO_LARGE: REQUEST_TEXTS.tooLarge,
  FST_ERR_CTP_INVALID_JSON_BODY: REQUEST_TEXTS.badJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: REQUEST_TEXTS.emptyJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: REQUEST_TEXTS.unsupportedType,
};

/** What a client reads for a framework's refusal of its request (the backend's and the origin servers' error handlers). */
export const frameworkErrorText = (code: string | undefined): string => (code && FRAMEWORK_ERROR_TEXTS[code]) || REQUEST_TEXTS.malformed;

/** Error code the bundler sets on a failed style chunk (spec section 8). */
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

/** Session texts the spec does not fix, shared by the backend and the tests. */
export const SESSION_TEXTS = {
  /** Login refused while the account is locked for this client address; `until` (HH:mm) is the minute it unlocks. */
  loginLocked: (until: string) => `登录失败次数过多，请于 ${until} 后再试`,
} as const;
