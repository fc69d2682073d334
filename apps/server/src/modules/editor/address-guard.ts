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
  ["64:ff9b:1::", 48, "ipv6"],
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

/** An IPv6 address as its eight 16-bit groups (a dotted IPv4 tail counts as two). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const written = dotted
    ? `${address.slice(0, dotted.index)}${((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16)}:${((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16)}`
    : address;
  const [head = "", tail] = written.split("::");
  const groupsOf = (part: string) =>
    part === "" ? [] : part.split(":").map((group) => parseInt(group, 16));
  const leading = groupsOf(head);
  const trailing = tail === undefined ? [] : groupsOf(tail);
  const zeros = new Array<number>(8 - leading.length - trailing.length).fill(0);
  return [...leading, ...zeros, ...trailing];
}

function ipv4Of(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/**
 * The IPv4 addresses an IPv6 address stands for, which a connection to it may reach:
 * IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d, deprecated), 6to4 (2002:AABB:CCDD::),
 * Teredo (2001:0:server:...:~client) and NAT64 (64:ff9b::a.b.c.d). Each is judged as IPv4.
 */
function carriedIpv4(address: string): string[] {
  const groups = ipv6Groups(address);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const zeroUpTo = (end: number) => groups.slice(0, end).every((group) => group === 0);
  if (zeroUpTo(5) && (g5 === 0xffff || g5 === 0) && (g6 !== 0 || g7 > 1)) return [ipv4Of(g6, g7)];
  if (g0 === 0x2002) return [ipv4Of(g1, g2)];
  if (g0 === 0x2001 && g1 === 0) return [ipv4Of(g2, g3), ipv4Of(g6 ^ 0xffff, g7 ^ 0xffff)];
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return [ipv4Of(g6, g7)];
  }
  return [];
}

/** Refuses the forbidden ranges except those `allowedRanges` (configuration) opens. */
export function addressGuard(allowedRanges: readonly string[]): AddressGuard {
  const forbidden = new BlockList();
  for (const [address, prefix, type] of forbiddenRanges) forbidden.addSubnet(address, prefix, type);
  const allowed = blockListOf(allowedRanges);
  const judge = (address: string, type: "ipv4" | "ipv6") =>
    allowed.check(address, type) || !forbidden.check(address, type);
  const allows = (address: string) => {
    if (isIP(address) === 4) return judge(address, "ipv4");
    const carried = carriedIpv4(address);
    if (carried.length > 0) return carried.every((ipv4) => judge(ipv4, "ipv4"));
    return judge(address, "ipv6");
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
