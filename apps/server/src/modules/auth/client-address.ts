/** Who a per-address limit counts: an IPv4 address itself; for IPv6 the /64, which one subscriber holds whole. */

/** The limiter identity of a client address (request.ip): a host can pick any address of its IPv6 /64. */
export function addressKey(ip: string): string {
  const address = ip.split("%")[0] ?? ip; // drop an IPv6 zone id
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? headParts
      : [...headParts, ...Array(Math.max(0, 8 - headParts.length - tailParts.length)).fill("0"), ...tailParts];
  const prefix = groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(":")}::/64`;
}
