// Loopback addresses: where the demo accounts with their published password are allowed (decision 0011).

/**
 * True for a host name or address that can only mean this computer: `localhost`, 127.0.0.0/8 and ::1, also as
 * an IPv4-mapped IPv6 address (::ffff:127.0.0.1, as a dual-stack socket reports a client) or in brackets as a URL
 * writes it ([::1]). Anything else, including names that merely resolve to 127.0.0.1, counts as public.
 */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  const v4 = h.startsWith('::ffff:') ? h.slice('::ffff:'.length) : h;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
