import { isIPv4, isIPv6 } from "node:net";

/**
 * The range a per-address rule counts as one client: one IPv4 address, or an IPv6 /64 (what one
 * subscriber gets, so an attacker cannot step through addresses of their own network).
 */
export function addressRange(address: string) {
  const mapped = address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  if (isIPv4(mapped)) return `${mapped}/32`;
  if (!isIPv6(mapped)) return mapped;
  const [head = "", tail] = mapped.split("::");
  const groupsOf = (part: string) => (part === "" ? [] : part.split(":"));
  const headGroups = groupsOf(head);
  const tailGroups = tail === undefined ? [] : groupsOf(tail);
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill("0"), ...tailGroups];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(":")}::/64`;
}
