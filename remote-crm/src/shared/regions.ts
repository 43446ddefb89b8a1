/** The map search's regions (/mapSearch): the directory's company counts per province and city. */
import type { RegionCount } from '../contract';

export interface ProvinceGroup {
  province: string;
  count: number;
  cities: { city: string; count: number }[];
}

/** Region counts grouped by province, the largest first (cities too). */
export function groupRegions(regions: RegionCount[]): ProvinceGroup[] {
  const groups = new Map<string, ProvinceGroup>();
  for (const region of regions) {
    const group = groups.get(region.province) ?? { province: region.province, count: 0, cities: [] };
    group.count += region.count;
    group.cities.push({ city: region.city, count: region.count });
    groups.set(region.province, group);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, cities: group.cities.sort((a, b) => b.count - a.count || a.city.localeCompare(b.city, 'zh-CN')) }))
    .sort((a, b) => b.count - a.count || a.province.localeCompare(b.province, 'zh-CN'));
}

export interface RegionChoice {
  province?: string;
  city?: string;
}

/** A tree key is `province` or `province/city`. */
export const regionOfKey = (key: string): RegionChoice => {
  const [province, city] = key.split('/');
  return city ? { province, city } : { province };
};
