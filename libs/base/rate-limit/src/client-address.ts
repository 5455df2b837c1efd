import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import ipaddr from 'ipaddr.js';

/**
 * The key a client address is counted under: IPv4 as is (also when written IPv4-mapped, as Node reports it on a
 * dual-stack socket), IPv6 by its /64 network, because one host usually owns a whole /64 and could otherwise rotate
 * through billions of addresses. `ip` is the request's address after the trusted-proxy rules (req.ip).
 */
export function clientAddressKey(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return 'unknown';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

/** The request's clientAddressKey as a handler's argument: what the limits of things held at once count per address. */
export const ClientAddress = createParamDecorator((_data: unknown, context: ExecutionContext): string =>
  clientAddressKey(context.switchToHttp().getRequest<{ ip?: string }>().ip),
);
