import { createHash } from 'node:crypto';
import { imageSize } from 'image-size';
import {
  brandApi,
  IMAGE_RULES,
  IMAGE_TYPES,
  SWIPER_TEXTS,
  UPLOAD_FILE_PATH,
  UPLOAD_FILE_PREFIX,
  UPLOAD_TEXTS,
  swiperApi,
  uploadApi,
  type ImagePurpose,
  type ImageType,
  type UploadedImage,
} from '@console/remote-admin/contract';
import { FAILURE_TEXTS } from '@console/sdk/messages';
import { isSafeUrl } from '@console/sdk/safeUrl';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import { define, definePublic, type Endpoints } from '../../http/endpoint';
import { invalid, Refusal } from '../../http/envelope';
import { oneOf, paging, requiredInteger, requiredText, text, type Params } from '../../http/params';

/** The type the file's bytes say it is (its magic number), whatever its name or declared type. */
export function sniffImage(bytes: Buffer): ImageType | 'svg' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (bytes.subarray(0, 4).equals(Buffer.from([0, 0, 1, 0]))) return 'ico';
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(bytes.subarray(0, 4096).toString('utf8'))) return 'svg';
  return null;
}

/**
 * Checks an uploaded image against its purpose's rule (IMAGE_RULES): type by its bytes, size, pixel
 * dimensions from its header. Answers the type and dimensions, or throws the Chinese refusal naming the rule.
 */
export function checkImage(bytes: Buffer, purpose: ImagePurpose): { type: ImageType; width: number; height: number } {
  const rule = IMAGE_RULES[purpose];
  const type = sniffImage(bytes);
  if (type === 'svg') throw invalid(UPLOAD_TEXTS.svg);
  if (!type || !rule.types.includes(type)) throw invalid(UPLOAD_TEXTS.unknownType(rule));
  if (bytes.length > rule.maxBytes) throw invalid(UPLOAD_TEXTS.tooLarge(rule, bytes.length));
  let width: number;
  let height: number;
  try {
    ({ width, height } = imageSize(bytes));
  } catch {
    throw invalid(UPLOAD_TEXTS.unknownType(rule));
  }
  if (rule.square && width !== height) throw invalid(UPLOAD_TEXTS.notSquare(rule, width, height));
  if (width < rule.width[0] || width > rule.width[1] || height < rule.height[0] || height > rule.height[1]) {
    throw invalid(UPLOAD_TEXTS.dimensions(rule, width, height));
  }
  return { type, width, height };
}

/** Stores checked bytes (once per content) and answers where they are served. */
export function storeImage(db: Db, bytes: Buffer, purpose: ImagePurpose, userId: number | null): UploadedImage {
  const { type, width, height } = checkImage(bytes, purpose);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  db.prepare(
    `INSERT INTO uploads (sha256, type, purpose, width, height, size, bytes, uploaded_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (sha256) DO NOTHING`,
  ).run(sha256, type, purpose, width, height, bytes.length, bytes, userId, now());
  return { url: `${UPLOAD_FILE_PREFIX}${sha256}.${type}`, width, height, size: bytes.length, type };
}

/** Whether `url` names an image uploaded here. */
const isUploaded = (db: Db, url: string): boolean => {
  const match = UPLOAD_FILE_PATH.exec(url);
  return !!match && db.prepare('SELECT 1 FROM uploads WHERE sha256 = ? AND type = ?').get(match[1], match[2]) !== undefined;
};

/**
 * An image field of a brand or a carousel: an image uploaded here, or (as before uploads) an http(s)
 * or inline image URL; anything else is refused.
 */
export function imageField(db: Db, params: Params, name: string, label: string, required = false): string {
  const value = (required ? requiredText(params, name, label, 200_000) : text(params, name, label, 200_000)) ?? '';
  if (!value) return '';
  if (UPLOAD_FILE_PATH.test(value)) {
    if (!isUploaded(db, value)) throw invalid(UPLOAD_TEXTS.notUploaded(label));
  } else if (!isSafeUrl(value, 'image')) throw invalid(FAILURE_TEXTS.unsafeUrl(label));
  return value;
}

/** A multipart file part's bytes (`@fastify/multipart`, attachFieldsToBody 'keyValues'). */
const fileOf = (params: Params): Buffer => {
  const file = params.file;
  if (!Buffer.isBuffer(file) || file.length === 0) throw invalid(UPLOAD_TEXTS.noFile);
  return file;
};

const SWIPER_SELECT = `s.id, s.brand_id AS brandId, b.host, b.web_name AS webName, s.title, s.image, s.link, s.sort, s.enabled
  FROM brand_swipers s JOIN brands b ON b.id = s.brand_id`;

const swiperOf = (db: Db, id: number) => {
  const row = db.prepare('SELECT id, brand_id AS brandId, sort FROM brand_swipers WHERE id = ?').get(id) as
    { id: number; brandId: number; sort: number } | undefined;
  if (!row) throw new Refusal(404, SWIPER_TEXTS.notFound);
  return row;
};

const linkField = (params: Params) => {
  const link = text(params, 'link', '跳转链接', 2000) ?? '';
  if (link && !isSafeUrl(link, 'link')) throw invalid(FAILURE_TEXTS.unsafeUrl('跳转链接'));
  return link;
};

const enabledField = (params: Params): 0 | 1 => oneOf(params, 'enabled', '状态', [0, 1] as const) ?? 1;

/** Host as the shell sends it (`window.location.host`): no port, lower case. */
export const hostOf = (params: Params) => requiredText(params, 'url', '域名', 255).replace(/:\d+$/, '').toLowerCase();

export const brandingEndpoints: Endpoints = [
  define({
    call: uploadApi.image,
    handler: ({ db, params, user }) => {
      const purpose = oneOf(params, 'purpose', '图片用途', ['icon', 'logo', 'carousel'] as const);
      if (!purpose) throw invalid(UPLOAD_TEXTS.purpose);
      return storeImage(db, fileOf(params), purpose, user.id);
    },
  }),
  definePublic({
    call: uploadApi.file,
    handler: ({ db, request, reply }) => {
      const match = UPLOAD_FILE_PATH.exec(request.url.split('?')[0] ?? '');
      const row = match
        ? (db.prepare('SELECT bytes FROM uploads WHERE sha256 = ? AND type = ?').get(match[1], match[2]) as { bytes: Buffer } | undefined)
        : undefined;
      if (!row || !match) return reply.code(404).send({ code: 404, message: UPLOAD_TEXTS.notFound, data: null });
      return reply
        .header('Content-Type', IMAGE_TYPES[match[2] as ImageType])
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(row.bytes);
    },
  }),
  define({
    call: brandApi.list,
    handler: ({ db, params }) => {
      const { pageIndex, pageSize } = paging(params);
      const keyword = text(params, 'keyword', '关键字', 100) ?? '';
      const where = 'WHERE host LIKE ? OR web_name LIKE ?';
      const like = `%${keyword.replace(/[%_]/g, '')}%`;
      const total = db.prepare(`SELECT COUNT(*) FROM brands ${where}`).pluck().get(like, like) as number;
      const list = db
        .prepare(
          `SELECT id, host AS url, web_name AS webName, icon, down_url AS downUrl, top_small_picture AS topSmallPicture, top_big_picture AS topBigPicture
           FROM brands ${where} ORDER BY host LIMIT ? OFFSET ?`,
        )
        .all(like, like, pageSize, (pageIndex - 1) * pageSize);
      return { list, total };
    },
  }),
  define({
    call: swiperApi.list,
    handler: ({ db, params }) => db.prepare(`SELECT ${SWIPER_SELECT} WHERE s.brand_id = ? ORDER BY s.sort`).all(requiredInteger(params, 'brandId', '品牌')),
  }),
  define({
    call: swiperApi.listShown,
    handler: ({ db, params }) => db.prepare(`SELECT ${SWIPER_SELECT} WHERE b.host = ? AND s.enabled = 1 ORDER BY s.sort`).all(hostOf(params)),
  }),
  define({
    call: swiperApi.add,
    handler: ({ db, params }) => {
      const brandId = requiredInteger(params, 'brandId', '品牌');
      if (!db.prepare('SELECT 1 FROM brands WHERE id = ?').get(brandId)) throw new Refusal(404, SWIPER_TEXTS.brandNotFound);
      const sort = (db.prepare('SELECT COALESCE(MAX(sort), 0) + 1 FROM brand_swipers WHERE brand_id = ?').pluck().get(brandId) as number) ?? 1;
      const id = db
        .prepare('INSERT INTO brand_swipers (brand_id, title, image, link, sort, enabled, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(
          brandId,
          requiredText(params, 'title', '标题', 50),
          imageField(db, params, 'image', '轮播图', true),
          linkField(params),
          sort,
          enabledField(params),
          now(),
        ).lastInsertRowid;
      return { id: Number(id) };
    },
  }),
  define({
    call: swiperApi.update,
    handler: ({ db, params }) => {
      const { id } = swiperOf(db, requiredInteger(params, 'id', '编号'));
      db.prepare('UPDATE brand_swipers SET title = ?, image = ?, link = ?, enabled = ? WHERE id = ?').run(
        requiredText(params, 'title', '标题', 50),
        imageField(db, params, 'image', '轮播图', true),
        linkField(params),
        enabledField(params),
        id,
      );
      return null;
    },
  }),
  define({
    call: swiperApi.delete,
    handler: ({ db, params }) => {
      db.prepare('DELETE FROM brand_swipers WHERE id = ?').run(swiperOf(db, requiredInteger(params, 'id', '编号')).id);
      return null;
    },
  }),
  define({
    call: swiperApi.move,
    handler: ({ db, params }) => {
      const row = swiperOf(db, requiredInteger(params, 'id', '编号'));
      const direction = oneOf(params, 'direction', '方向', ['up', 'down'] as const);
      if (!direction) throw invalid('请选择移动方向');
      const neighbour = db
        .prepare(
          direction === 'up'
            ? 'SELECT id, sort FROM brand_swipers WHERE brand_id = ? AND sort < ? ORDER BY sort DESC LIMIT 1'
            : 'SELECT id, sort FROM brand_swipers WHERE brand_id = ? AND sort > ? ORDER BY sort LIMIT 1',
        )
        .get(row.brandId, row.sort) as { id: number; sort: number } | undefined;
      if (!neighbour) throw invalid(SWIPER_TEXTS.edge(direction));
      // Through a free slot: (brand_id, sort) is unique at every step.
      const setSort = db.prepare('UPDATE brand_swipers SET sort = ? WHERE id = ?');
      setSort.run(-row.sort, row.id);
      setSort.run(row.sort, neighbour.id);
      setSort.run(neighbour.sort, row.id);
      return null;
    },
  }),
];
