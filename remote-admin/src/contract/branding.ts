import { call, defineResource, ENABLED, type RowOf } from '@console/sdk/contract';
import { UPLOAD_FILE_PREFIX } from '@console/sdk/safeUrl';
import { ADMIN_ACCESS } from './access';

/**
 * Branding (/OEMset, /OEMswiper, /swipes): uploaded images, the brands per host and their carousels.
 * The rules an uploaded image must meet are declared here once: the backend checks them, the form
 * field states them.
 */

/** What an image is for: each use has its own rule. */
export type ImagePurpose = 'icon' | 'logo' | 'carousel';

/** The image types taken, by what the file's bytes say (never by its name or declared type). SVG is refused: it can carry script. */
export const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', ico: 'image/x-icon' } as const;
export type ImageType = keyof typeof IMAGE_TYPES;

export interface ImageRule {
  label: string;
  types: readonly ImageType[];
  maxBytes: number;
  /** Pixel bounds (inclusive), read from the file's header. */
  width: [number, number];
  height: [number, number];
  square?: true;
}

export const IMAGE_RULES: Record<ImagePurpose, ImageRule> = {
  icon: { label: '图标', types: ['png', 'ico', 'webp'], maxBytes: 256 * 1024, width: [16, 512], height: [16, 512], square: true },
  logo: { label: '标志', types: ['png', 'jpg', 'webp'], maxBytes: 512 * 1024, width: [32, 1200], height: [16, 600] },
  carousel: { label: '轮播图', types: ['png', 'jpg', 'webp'], maxBytes: 2 * 1024 * 1024, width: [320, 3840], height: [100, 2000] },
};

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`);

/** The rule in words, under the form field. */
export const ruleHint = (rule: ImageRule): string =>
  `${rule.types.map((type) => type.toUpperCase()).join('、')}，不超过 ${size(rule.maxBytes)}，` +
  (rule.square
    ? `正方形，边长 ${rule.width[0]}～${rule.width[1]} 像素`
    : `宽 ${rule.width[0]}～${rule.width[1]}、高 ${rule.height[0]}～${rule.height[1]} 像素`);

/** The refusals of an upload, each naming the rule broken. */
export const UPLOAD_TEXTS = {
  noFile: '请选择要上传的图片',
  purpose: '图片用途不正确',
  svg: '不支持 SVG 图片（可能含有脚本），请上传 PNG、JPG 或 WebP',
  unknownType: (rule: ImageRule) => `${rule.label}须为 ${rule.types.map((type) => type.toUpperCase()).join('、')} 图片（按文件内容识别）`,
  tooLarge: (rule: ImageRule, bytes: number) => `${rule.label}不能超过 ${size(rule.maxBytes)}（当前 ${(bytes / 1024).toFixed(0)} KB）`,
  notSquare: (rule: ImageRule, width: number, height: number) => `${rule.label}须为正方形（当前 ${width}×${height} 像素）`,
  dimensions: (rule: ImageRule, width: number, height: number) =>
    `${rule.label}尺寸须为宽 ${rule.width[0]}～${rule.width[1]}、高 ${rule.height[0]}～${rule.height[1]} 像素（当前 ${width}×${height}）`,
  notFound: '图片不存在',
  notUploaded: (label: string) => `${label}须为本平台上传的图片`,
} as const;

/** Where an uploaded image is served (the kit's safeUrl lets these into a src): content-addressed, so cached for good. */
export { UPLOAD_FILE_PATH, UPLOAD_FILE_PREFIX } from '@console/sdk/safeUrl';

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  size: number;
  type: ImageType;
}

export const uploadApi = {
  /** multipart/form-data: `file` (the image) and `purpose` (icon, logo, carousel). Answers the served URL. */
  image: call.post<UploadedImage, FormData>('/api/admin/upload/uploadImage', ADMIN_ACCESS.brandEditors, '上传图片'),
  /** The image's bytes, public (a favicon and the login page's logo load before any login). */
  file: call.file<{ name: string }>(`${UPLOAD_FILE_PREFIX}:name`, 'public', 'GET'),
};

const upload = (purpose: ImagePurpose) => ({ call: uploadApi.image, purpose });

/**
 * A brand (/OEMset): what the shell loads for a host (spec section 3: webName, icon, downUrl,
 * topSmallPicture, topBigPicture). `url` is the host, the spec's name for it in getOemInfo.
 */
export const brand = defineResource({
  url: { label: '域名', kind: 'text', required: true, form: true, max: 255, filter: false, placeholder: '如 brand2.localhost（不含端口）' },
  keyword: { label: '域名或名称', kind: 'text', row: false, filter: true },
  webName: { label: '平台名称', kind: 'text', required: true, form: true, max: 50, filter: false },
  icon: { label: '图标', kind: 'image', form: true, upload: upload('icon'), extra: ruleHint(IMAGE_RULES.icon) },
  topSmallPicture: { label: '侧栏标志', kind: 'image', form: true, upload: upload('logo'), extra: ruleHint(IMAGE_RULES.logo) },
  topBigPicture: { label: '登录页标志', kind: 'image', form: true, upload: upload('logo'), extra: ruleHint(IMAGE_RULES.logo) },
  downUrl: { label: 'APP 下载地址', kind: 'text', form: true, max: 2000, filter: false, placeholder: 'https://…' },
});
export type BrandRow = RowOf<typeof brand> & { id: number };

/** A carousel image of a brand (/OEMswiper). */
export interface SwiperRow {
  id: number;
  brandId: number;
  host: string;
  webName: string;
  title: string;
  image: string;
  link: string;
  sort: number;
  enabled: 0 | 1;
}

/** The add and edit form of a carousel image (/OEMswiper). */
export const swiperForm = defineResource({
  title: { label: '标题', kind: 'text', required: true, form: true, max: 50 },
  image: { label: '轮播图', kind: 'image', required: true, form: true, upload: upload('carousel'), extra: ruleHint(IMAGE_RULES.carousel) },
  link: { label: '跳转链接', kind: 'text', form: true, max: 2000, placeholder: 'https://…（可不填）' },
  enabled: { label: '状态', kind: 'enum', values: ENABLED, required: true, form: true },
});

export const SWIPER_TEXTS = {
  notFound: '轮播图不存在',
  brandNotFound: '品牌不存在',
  edge: (direction: 'up' | 'down') => (direction === 'up' ? '已是第一张' : '已是最后一张'),
} as const;

export const brandApi = {
  /** Every brand (one per host), by host; `keyword` searches host and name. */
  list: call.list('/api/oem/brandList', ADMIN_ACCESS.brandEditors, brand, 'POST'),
};

export const swiperApi = {
  /** One brand's carousel (every image, enabled or not), in order. */
  list: call.post<SwiperRow[], { brandId: number }>('/api/admin/swiper/list', ADMIN_ACCESS.brandEditors),
  add: call.post<{ id: number }, { brandId: number; title: string; image: string; link?: string; enabled?: 0 | 1 }>(
    '/api/admin/swiper/add',
    ADMIN_ACCESS.brandEditors,
    '新增轮播图',
  ),
  update: call.post<null, { id: number; title: string; image: string; link?: string; enabled?: 0 | 1 }>(
    '/api/admin/swiper/update',
    ADMIN_ACCESS.brandEditors,
    '修改轮播图',
  ),
  delete: call.post<null, { id: number }>('/api/admin/swiper/delete', ADMIN_ACCESS.brandEditors, '删除轮播图'),
  /** Swaps the image with its neighbour above (`up`) or below (`down`). */
  move: call.post<null, { id: number; direction: 'up' | 'down' }>('/api/admin/swiper/move', ADMIN_ACCESS.brandEditors, '移动轮播图'),
  /** The enabled images of the brand of the host the caller is on (`url`), in order: /swipes and the dashboard. */
  listShown: call.post<SwiperRow[], { url: string }>('/api/admin/swiper/listShown', 'loggedIn'),
};
