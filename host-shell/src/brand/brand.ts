import { brandAtom, MESSAGES, platformStore, STORAGE_KEYS, type BrandInfo } from '@console/sdk';
import { sessionApi } from '../contract';
import { imageSrc, safeUrl } from '@console/sdk/safeUrl';

function setFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * Brand of this host (spec section 7): sets the brand atom, favicon and the stored webName. On
 * failure the user is told '查询失败，请稍后再试！' (spec section 8).
 */
export async function loadBrand(showError: (message: string) => void): Promise<BrandInfo | null> {
  try {
    const envelope = await sessionApi.getOemInfo({ url: window.location.host }, { silent: true });
    // Defence in depth: the backend refuses such URLs, but one already stored must not reach a src/href.
    const brand: BrandInfo = {
      ...envelope.data,
      // An uploaded image is served by the backend: from the API's origin where the console names one.
      icon: imageSrc(envelope.data.icon),
      downUrl: safeUrl(envelope.data.downUrl),
      topSmallPicture: imageSrc(envelope.data.topSmallPicture),
      topBigPicture: imageSrc(envelope.data.topBigPicture),
    };
    platformStore.set(brandAtom, brand);
    localStorage.setItem(STORAGE_KEYS.webName, brand.webName);
    if (brand.icon) setFavicon(brand.icon);
    return brand;
  } catch {
    showError(MESSAGES.brandQueryFailed);
    return null;
  }
}
