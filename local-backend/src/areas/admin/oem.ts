import { oemApi } from '@console/remote-admin/contract';
import { FAILURE_TEXTS } from '@console/sdk/messages';
import { isSafeUrl, type UrlKind } from '@console/sdk/safeUrl';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid, notFound } from '../../http/envelope';
import { integer, requiredText, text, type Params } from '../../http/params';
import { hostOf, imageField } from './branding';

/** An optional link field: http(s) only, else a 400 saying so. */
function urlField(params: Params, name: string, label: string, kind: UrlKind): string {
  const value = text(params, name, label, 2000) ?? '';
  if (value && !isSafeUrl(value, kind)) throw invalid(FAILURE_TEXTS.unsafeUrl(label));
  return value;
}

/**
 * Brand settings (/OEMset): the spec names only the read call (getOemInfo, in the shell area's session.ts).
 * Images are uploaded first (branding.ts) and kept here as their served URL.
 */
export const oemEndpoints: Endpoints = [
  define({
    call: oemApi.saveOemInfo,
    handler: ({ db, params }) => {
      const brand = {
        host: hostOf(params),
        webName: requiredText(params, 'webName', '平台名称', 50),
        icon: imageField(db, params, 'icon', '图标'),
        downUrl: urlField(params, 'downUrl', 'APP 下载地址', 'link'),
        topSmallPicture: imageField(db, params, 'topSmallPicture', '侧栏标志'),
        topBigPicture: imageField(db, params, 'topBigPicture', '登录页标志'),
      };
      if (!/^[a-z0-9.-]+$/.test(brand.host)) throw invalid('域名格式不正确');
      const id = integer(params, 'id', '编号', { min: 1 });
      const taken = db.prepare('SELECT id FROM brands WHERE host = ?').pluck().get(brand.host) as number | undefined;
      if (id !== undefined) {
        // Editing a listed brand: its host may change, but not to another brand's.
        if (!db.prepare('SELECT 1 FROM brands WHERE id = ?').get(id)) throw notFound('品牌');
        if (taken !== undefined && taken !== id) throw invalid(`域名 ${brand.host} 已有品牌`);
        db.prepare(
          `UPDATE brands SET host = @host, web_name = @webName, icon = @icon, down_url = @downUrl, top_small_picture = @topSmallPicture,
             top_big_picture = @topBigPicture WHERE id = @id`,
        ).run({ ...brand, id });
        return brand;
      }
      db.prepare(
        `INSERT INTO brands (host, web_name, icon, down_url, top_small_picture, top_big_picture)
         VALUES (@host, @webName, @icon, @downUrl, @topSmallPicture, @topBigPicture)
         ON CONFLICT (host) DO UPDATE SET web_name = excluded.web_name, icon = excluded.icon, down_url = excluded.down_url,
           top_small_picture = excluded.top_small_picture, top_big_picture = excluded.top_big_picture`,
      ).run(brand);
      return brand;
    },
  }),
];
