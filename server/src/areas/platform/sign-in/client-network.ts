import net from 'node:net';

/**
 * The network a client address counts for in per-address limits (login failures, login and image
 * check rates, SMS codes): an IPv4 address as it is; an IPv6 address by its /64, because one
 * subscriber is usually given a whole /64 and could otherwise take a fresh address per guess.
 * An IPv4 address written as IPv6 (`::ffff:1.2.3.4`) counts as the IPv4 one.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (net.isIPv6(ip)) return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
  return ip;
}

/** The eight hextets of an IPv6 address, `::` expanded (no zone, no embedded IPv4 expected). */
function expandIPv6(ip: string): string[] {
  const [head, tail] = ip.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...fill, ...right].map((h) => h.toLowerCase().replace(/^0+(?=.)/, ''));
}

/** A client address as people read it (在线用户): an IPv4 address written as IPv6 shown as the IPv4 one. */
export function displayAddress(ip: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
}
