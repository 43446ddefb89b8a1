import { PNG } from 'pngjs';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import { storeImage } from './branding';

type Rgb = [number, number, number];

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => a.map((value, i) => Math.round(value + (b[i]! - value) * t)) as Rgb;
const WHITE: Rgb = [255, 255, 255];

/** A PNG of `width`×`height` whose pixel colour `paint(x, y)` gives (the seeded brands' pictures, drawn, not shipped). */
export function drawPng(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const png = new PNG({ width, height, colorType: 2 });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) << 2;
      const [r, g, b] = paint(x, y);
      png.data[at] = r;
      png.data[at + 1] = g;
      png.data[at + 2] = b;
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png, { colorType: 2 });
}

/** The brand's icon: its colour with a white square inside, 64×64. */
const icon = (color: Rgb) => drawPng(64, 64, (x, y) => (x >= 20 && x < 44 && y >= 20 && y < 44 ? WHITE : color));

/** The brand's logo: a band of its colour fading to white, 240×64. */
const logo = (color: Rgb) => drawPng(240, 64, (x) => mix(color, WHITE, x / 320));

/** A carousel picture: the brand's colour, a diagonal band whose place differs per picture, 640×200. */
const slide = (color: Rgb, index: number) => {
  const band = mix(color, WHITE, 0.6);
  const ground = mix(color, WHITE, index * 0.12);
  return drawPng(640, 200, (x, y) => (Math.abs(((x + y + index * 160) % 640) - 320) < 40 ? band : ground));
};

const SLIDE_TITLES = ['新用户开通指南', '外呼套餐限时优惠', '客户管理升级上线'];

/**
 * Seed step of the brands' pictures: each brand's icon and logos are uploads (served at
 * /api/admin/upload/file/…), and three carousel pictures, the last one disabled.
 */
export function seedBrandImages(db: Db, brands: readonly { host: string; color: string }[]): void {
  // Brands of one colour share their pictures (stored once: the same bytes are the same upload).
  const drawn = new Map<string, string>();
  const stored = (key: string, draw: () => Buffer, purpose: 'icon' | 'logo' | 'carousel') => {
    if (!drawn.has(key)) drawn.set(key, storeImage(db, draw(), purpose, null).url);
    return drawn.get(key)!;
  };
  const setImages = db.prepare('UPDATE brands SET icon = ?, top_small_picture = ?, top_big_picture = ? WHERE host = ?');
  const addSlide = db.prepare('INSERT INTO brand_swipers (brand_id, title, image, link, sort, enabled, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const brand of brands) {
    const color = rgbOf(brand.color);
    const iconUrl = stored(`icon ${brand.color}`, () => icon(color), 'icon');
    const logoUrl = stored(`logo ${brand.color}`, () => logo(color), 'logo');
    setImages.run(iconUrl, iconUrl, logoUrl, brand.host);
    const brandId = db.prepare('SELECT id FROM brands WHERE host = ?').pluck().get(brand.host) as number;
    SLIDE_TITLES.forEach((title, index) => {
      const image = stored(`slide ${brand.color} ${index}`, () => slide(color, index), 'carousel');
      addSlide.run(brandId, title, image, '', index + 1, index < 2 ? 1 : 0, now());
    });
  }
}
