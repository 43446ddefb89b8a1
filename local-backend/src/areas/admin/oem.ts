import { oemApi } from '@console/remote-admin/contract';
import { FAILURE_TEXTS } from '@console/sdk/messages';
import { isSafeUrl, type UrlKind } from '@console/sdk/safeUrl';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid } from '../../http/envelope';
import { requiredText, text, type Params } from '../../http/params';

/** An optional URL field: http(s) only (and an inline image where `kind` is image), else a 400 saying so. */
function urlField(params: Params, name: string, label: string, kind: UrlKind): string {
  // An uploaded image is kept inline as a data URL, so image fields may be long.
  const value = text(params, name, label, kind === 'image' ? 200_000 : 2000) ?? '';
  if (value && !isSafeUrl(value, kind)) throw invalid(FAILURE_TEXTS.unsafeUrl(label));
  return value;
}

/** Brand settings (/OEMset): the spec names only the read call (getOemInfo, in the shell area's session.ts). */
export const oemEndpoints: Endpoints = [
  define({
    call: oemApi.saveOemInfo,
    handler: ({ db, params }) => {
      const brand = {
        host: requiredText(params, 'url', '域名', 255).replace(/:\d+$/, '').toLowerCase(),
        webName: requiredText(params, 'webName', '平台名称', 50),
        icon: urlField(params, 'icon', '图标', 'image'),
        downUrl: urlField(params, 'downUrl', 'APP 下载地址', 'link'),
        topSmallPicture: urlField(params, 'topSmallPicture', '侧栏标志', 'image'),
        topBigPicture: urlField(params, 'topBigPicture', '登录页标志', 'image'),
      };
      if (!/^[a-z0-9.-]+$/.test(brand.host)) throw invalid('域名格式不正确');
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
