import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Addresses a server-side fetch must not reach: this machine, private networks, link-local
 * (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast and reserved ranges.
 */
const forbiddenRanges: [string, number, "ipv4" | "ipv6"][] = [
  ["0.0.0.0", 8, "ipv4"],
  ["10.0.0.0", 8, "ipv4"],
  ["100.64.0.0", 10, "ipv4"],
  ["127.0.0.0", 8, "ipv4"],
  ["169.254.0.0", 16, "ipv4"],
  ["172.16.0.0", 12, "ipv4"],
  ["192.0.0.0", 24, "ipv4"],
  ["192.0.2.0", 24, "ipv4"],
  ["192.168.0.0", 16, "ipv4"],
  ["198.18.0.0", 15, "ipv4"],
  ["198.51.100.0", 24, "ipv4"],
  ["203.0.113.0", 24, "ipv4"],
  ["224.0.0.0", 3, "ipv4"],
  ["::", 128, "ipv6"],
  ["::1", 128, "ipv6"],
  ["64:ff9b::", 96, "ipv6"],
  ["100::", 64, "ipv6"],
  ["2001:db8::", 32, "ipv6"],
  ["fc00::", 7, "ipv6"],
  ["fe80::", 10, "ipv6"],
  ["ff00::", 8, "ipv6"],
];

export type AddressGuard = {
  /** Whether the fetch may connect to `address` (an IP address). */
  allows(address: string): boolean;
  /** The addresses `hostname` resolves to, each allowed; throws when one is not. */
  resolve(hostname: string): Promise<{ address: string; family: 4 | 6 }[]>;
};

export class ForbiddenAddressError extends Error {}
export class UnresolvedHostError extends Error {}

function blockListOf(ranges: readonly string[]) {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = "", prefix] = range.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    list.addSubnet(
      address,
      prefix === undefined ? (type === "ipv4" ? 32 : 128) : Number(prefix),
      type,
    );
  }
  return list;
}

/** An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is. */
function unmapped(address: string): { address: string; type: "ipv4" | "ipv6" } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], type: "ipv4" };
  return { address, type: isIP(address) === 4 ? "ipv4" : "ipv6" };
}

/** Refuses the forbidden ranges except those `allowedRanges` (configuration) opens. */
export function addressGuard(allowedRanges: readonly string[]): AddressGuard {
  const forbidden = new BlockList();
  for (const [address, prefix, type] of forbiddenRanges) forbidden.addSubnet(address, prefix, type);
  const allowed = blockListOf(allowedRanges);
  const allows = (raw: string) => {
    const { address, type } = unmapped(raw);
    if (/^::ffff:/i.test(raw) && type === "ipv6") return false;
    return allowed.check(address, type) || !forbidden.check(address, type);
  };
  return {
    allows,
    async resolve(hostname) {
      const literal = hostname.replace(/^\[|\]$/g, "");
      const addresses = isIP(literal)
        ? [{ address: literal, family: isIP(literal) as 4 | 6 }]
        : await lookup(hostname, { all: true, verbatim: true }).catch((error: unknown) => {
            throw new UnresolvedHostError(hostname, { cause: error });
          });
      if (addresses.length === 0) throw new UnresolvedHostError(hostname);
      if (addresses.some(({ address }) => !allows(address)))
        throw new ForbiddenAddressError(hostname);
      return addresses.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
    },
  };
}
