import { createRequire } from "node:module";
import { geoDictionary } from "@portal/shared/dict/geo";
import type IP2Region from "ip2region";

/** Where no province is known: a private or unknown address. */
const unknownProvince = "unknown";
/** The geo dataset's code for every place outside China. */
const abroad = "990000";

/**
 * ip2region is loaded with `require`, and its data files by their resolved paths, so that the
 * bundled server finds both in node_modules (the package reads them beside its own code).
 */
const packageRequire = createRequire(import.meta.url);

/** The offline database shipped in the ip2region package, loaded on the first look-up. */
let database: IP2Region | undefined;

function openDatabase(): IP2Region {
  const { default: PlaceLookup } = packageRequire("ip2region") as { default: typeof IP2Region };
  return new PlaceLookup({
    ipv4db: packageRequire.resolve("ip2region/data/ip2region.db"),
    ipv6db: packageRequire.resolve("ip2region/data/ipv6wry.db"),
  });
}

/** The geo dataset's province codes by the short names ip2region uses (广东, 内蒙古, 香港). */
const provinceCodes = geoDictionary
  .filter((province) => province.code !== abroad)
  .map((province) => ({ code: province.code, name: province.provinceName }));

function codeOfProvince(name: string): string {
  const short = name.replace(/(省|市)$/, "");
  if (short === "") return unknownProvince;
  return provinceCodes.find((province) => province.name.startsWith(short))?.code ?? unknownProvince;
}

/** The province code of the geo dataset an address is in, `990000` abroad, else `unknown`. */
export function provinceOfAddress(address: string): string {
  database ??= openDatabase();
  let place: { country: string; province: string } | null;
  try {
    place = database.search(address);
  } catch {
    return unknownProvince;
  }
  if (!place || place.country === "" || place.country === "0") return unknownProvince;
  if (place.country !== "中国") {
    return ["台湾", "香港", "澳门"].includes(place.country)
      ? codeOfProvince(place.country)
      : abroad;
  }
  return codeOfProvince(place.province);
}
